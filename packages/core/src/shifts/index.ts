export * from './shift-rules.ts';
export * from './shift-time.ts';
export * from './shift-report.ts';
export * from './shift.schema.ts';
export * from './shift.responses.ts';
export * from './shift-report-range.ts';
