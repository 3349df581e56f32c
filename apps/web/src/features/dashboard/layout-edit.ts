/** The customize-dashboard page's edits, kept apart from the page so they are tested without a browser. */
import { completeLayout, type DashboardLayoutItem } from '@employee-portal/core/dashboard/layout';
import type { DashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';

export const toggleHidden = (items: readonly DashboardLayoutItem[], index: number) =>
  items.map((item, at) => (at === index ? { ...item, hidden: !item.hidden } : item));

/**
 * What is saved: the widgets the user arranged, in their order, then those the user may not see (so an owner's
 * default for them, or a later permission, keeps its place instead of being dropped).
 */
export function layoutToSave(
  edited: readonly DashboardLayoutItem[],
  saved: readonly DashboardLayoutItem[] | null,
): DashboardLayoutItem[] {
  const arranged = new Set<DashboardWidgetKey>(edited.map((item) => item.key));
  return [...edited, ...completeLayout(saved ?? null).filter((item) => !arranged.has(item.key))];
}
