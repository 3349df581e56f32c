export * from './client-registration.schema.ts';
export * from './client.schema.ts';
