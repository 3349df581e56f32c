export * from './auth.schema.ts';
export * from './auth.responses.ts';
