export * from './calendar-day.ts';
export * from './service-frequency.ts';
export * from './next-cleanup.ts';
export * from './schedule-entry.ts';
export * from './schedule-entry-wire.ts';
export * from './schedule-entry.responses.ts';
