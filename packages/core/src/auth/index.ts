export * from './auth.schema.ts';
export * from './auth.responses.ts';
export * from './code-resend.ts';
