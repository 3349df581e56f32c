/** The dashboard a user sees: their own arrangement, else the organization's default, else every widget in key order. */
import { z } from 'zod';
import { dashboardLayoutItemSchema } from './kpi.schema.ts';
import { dashboardWidgetKeys, type DashboardWidgetKey } from './widgets.ts';

export type DashboardLayoutItem = z.infer<typeof dashboardLayoutItemSchema>;

/**
 * Every widget exactly once: the saved ones in their saved order, then any the saved list lacks (a widget added
 * after it was saved) shown at the end. Unknown keys were refused when saving.
 */
export function completeLayout(saved: readonly DashboardLayoutItem[] | null): DashboardLayoutItem[] {
  const seen = new Set<DashboardWidgetKey>();
  const items: DashboardLayoutItem[] = [];
  for (const item of saved ?? []) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    items.push({ key: item.key, hidden: item.hidden });
  }
  for (const key of dashboardWidgetKeys) if (!seen.has(key)) items.push({ key, hidden: false });
  return items;
}

/** GET/PUT /dashboard/layout and /dashboard/layout/default. */
export const dashboardLayoutResponseSchema = z.object({
  /** Where the arrangement comes from: the user's own, the organization's default, or the standard order. */
  source: z.enum(['user', 'organization', 'standard']),
  widgets: z.array(dashboardLayoutItemSchema),
});
export type DashboardLayoutResponse = z.infer<typeof dashboardLayoutResponseSchema>;
