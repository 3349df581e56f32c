export * from './version.ts';
export * from './fields.ts';
export * from './messages/index.ts';
export * from './access/index.ts';
export * from './routes/index.ts';
export * from './auth/index.ts';
