export * from './shift-rules.ts';
