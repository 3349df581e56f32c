export * from './pricing.schema.ts';
export * from './subscription.schema.ts';
export * from './gift-certificate.schema.ts';
export * from './cross-sell.schema.ts';
export * from './subscription-value.ts';
export * from './subscription-wire.ts';
