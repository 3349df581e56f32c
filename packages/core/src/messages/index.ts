export * from './catalogue.ts';
export * from './format-error.ts';
