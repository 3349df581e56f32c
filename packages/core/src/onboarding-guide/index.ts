export * from './onboarding-guide.schema.ts';
export * from './onboarding-guide.responses.ts';
