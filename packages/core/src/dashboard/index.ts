export * from './time-range.ts';
export * from './widgets.ts';
export * from './dashboard.responses.ts';
