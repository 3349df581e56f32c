/** Answer of GET /dashboard/widgets/:key. */
import { z } from 'zod';
import { builtDashboardWidgetKeys, widgetValueSchema } from './widgets.ts';

export const dashboardWidgetResponseSchema = z.object({
  widget: z.enum(builtDashboardWidgetKeys),
  value: widgetValueSchema,
});
export type DashboardWidgetResponse = z.infer<typeof dashboardWidgetResponseSchema>;
