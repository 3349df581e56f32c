export * from './money.ts';
export * from './platform-pricing.ts';
export * from './billing-cycle.ts';
export * from './estimated-charges.ts';
