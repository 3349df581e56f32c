export * from './job.schema.ts';
export * from './job-plan.ts';
export * from './job.responses.ts';
export * from './scheduler-settings.schema.ts';
export * from './unassigned.schema.ts';
export * from './scheduler-page.schema.ts';
export * from './completed-jobs-report.schema.ts';
export * from './work-area-reports.schema.ts';
