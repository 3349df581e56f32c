export * from './route-table.ts';
export * from './guards.ts';
export * from './menu.ts';
