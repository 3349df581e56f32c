/** The money reports' front door: app.ts registers their routes; nothing else reads them. */
export { moneyReportRoutes } from './money-reports.routes.ts';
export { FINALIZED, rowsOf, whole } from './money-reports.sql.ts';
