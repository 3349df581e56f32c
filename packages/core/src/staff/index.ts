export * from './permission-grants.ts';
export * from './pay.ts';
export * from './role.schema.ts';
export * from './staff.schema.ts';
export * from './invitation.schema.ts';
export * from './field-technician.ts';
