export * from './key-scopes.ts';
export * from './api-keys.schema.ts';
export * from './api-keys.responses.ts';
