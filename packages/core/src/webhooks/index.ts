export * from './webhook-events.ts';
export * from './webhook-signature.ts';
export * from './webhooks.schema.ts';
export * from './webhooks.responses.ts';
