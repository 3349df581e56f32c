export * from './client-registration.schema.ts';
