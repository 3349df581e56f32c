export * from './time-range.ts';
export * from './widgets.ts';
export * from './kpi-math.ts';
export * from './kpi-definitions.ts';
export * from './kpi.responses.ts';
export * from './kpi.schema.ts';
export * from './layout.ts';
export * from './kpi-segments.ts';
