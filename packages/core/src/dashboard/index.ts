export * from './time-range.ts';
export * from './widgets.ts';
