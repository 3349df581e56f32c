export * from './money.ts';
export * from './platform-pricing.ts';
export * from './billing-cycle.ts';
export * from './estimated-charges.ts';
export * from './card-expiry.ts';
export * from './card-form.schema.ts';
export * from './client-coupons.ts';
