export * from './client-registration.schema.ts';
export * from './client.schema.ts';
export * from './work-area.schema.ts';
export * from './client-onboarding.schema.ts';
export * from './lead.schema.ts';
export * from './change-request.schema.ts';
