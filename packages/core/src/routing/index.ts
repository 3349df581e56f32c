export * from './geo.ts';
export * from './route-optimize.schema.ts';
export * from './route-plan.ts';
export * from './insertion.ts';
export * from './route-manager.schema.ts';
export * from './route-planning-report.schema.ts';
export * from './planner-ranking.ts';
export * from './new-client-planner.schema.ts';
