export * from './commercial.schema.ts';
export * from './commercial.responses.ts';
