export * from './pay-periods.ts';
export * from './payroll-settings.schema.ts';
export * from './payroll-settings.responses.ts';
