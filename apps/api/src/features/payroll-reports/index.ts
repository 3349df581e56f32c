/** The payroll reports' front door: app.ts registers their routes; nothing else reads them. */
export { payrollReportRoutes } from './payroll-reports.routes.ts';
