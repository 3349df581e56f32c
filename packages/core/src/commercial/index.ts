export * from './commercial.schema.ts';
