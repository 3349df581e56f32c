export * from './royalty-invoice.ts';
export * from './royalties.schema.ts';
export * from './royalties.responses.ts';
