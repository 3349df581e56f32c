export * from './subscription.ts';
export * from './permissions.ts';
export * from './role-presets.ts';
export * from './subscription-details.schema.ts';
export * from './organization-subscription.responses.ts';
export * from './organization-signup.schema.ts';
export * from './organization-signup.responses.ts';
export * from './plan-limit.ts';
