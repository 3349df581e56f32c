/** The Reports menu's pages (spec §2 Reports), in the menu's order; the route table takes them as they are. */
import { route } from './route-definition.ts';

export const reportRoutes = [
  // Spec §2 Reports menu order: /route_planning_report, /completed_jobs_report, …, /work_area_activity_log,
  // /work_area_inventory.
  route({
    name: 'route_planning_report',
    path: '/route_planning_report',
    title: 'Route Planning Report',
    menu: { group: 'reports', label: 'Route Planning Report' },
  }),
  route({
    name: 'completed_jobs_report',
    path: '/completed_jobs_report',
    title: 'Completed Jobs Report',
    menu: { group: 'reports', label: 'Completed Jobs Report' },
  }),
  // Issue 16's money reports, in the spec §2 Reports menu order.
  route({
    name: 'residential_cross_sells_report',
    path: '/residential_cross_sells_report',
    title: 'Residential Cross-Sells Report',
    permission: 'additional_residential_services_report',
    menu: { group: 'reports', label: 'Residential Cross-Sells Report' },
  }),
  route({
    name: 'commercial_cross_sells_report',
    path: '/commercial_cross_sells_report',
    title: 'Commercial Cross-Sells Report',
    permission: 'additional_commercial_services_report',
    menu: { group: 'reports', label: 'Commercial Cross-Sells Report' },
  }),
  route({
    name: 'open_balance_report',
    path: '/open_balance_report',
    title: 'Open Balance Report',
    menu: { group: 'reports', label: 'Open Balance Report' },
  }),
  route({
    name: 'cleanup_notifications_report',
    path: '/cleanup_notifications_report',
    title: 'Cleanup Notifications Report',
    menu: { group: 'reports', label: 'Cleanup Notifications Report' },
  }),
  route({
    name: 'ratings_and_comments_report',
    path: '/ratings_and_comments_report',
    title: 'Ratings and Comments Report',
    menu: { group: 'reports', label: 'Ratings and Comments Report' },
  }),
  route({
    name: 'tips_report',
    path: '/tips_report',
    title: 'Tips Report',
    menu: { group: 'reports', label: 'Tips Report' },
  }),
  route({
    name: 'work_area_activity_log',
    path: '/work_area_activity_log',
    title: 'Work Area Activity Log',
    menu: { group: 'reports', label: 'Work Area Activity Log' },
  }),
  route({
    name: 'work_area_inventory',
    path: '/work_area_inventory',
    title: 'Work Area Inventory',
    menu: { group: 'reports', label: 'Work Area Inventory' },
  }),
] as const;
