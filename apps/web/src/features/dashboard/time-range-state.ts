/** Each widget's time-range choice as remembered in the user's settings (key dashboard_time_ranges). */
import { dashboardWidgetKeys, type DashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';
import {
  DEFAULT_TIME_RANGE,
  moreTimeRanges,
  type SavedTimeRange,
  type TimeRangeChoice,
} from '@employee-portal/core/dashboard/time-range';
import { dashboardTimeRangesSchema, settingValue } from '@employee-portal/core/user-settings';

export type DashboardTimeRanges = Record<DashboardWidgetKey, SavedTimeRange>;

/** The saved choices, Current Month for every widget without one (spec §2), and nothing from an unreadable value. */
export function savedDashboardRanges(settings: readonly { key: string; value: string | null }[]): DashboardTimeRanges {
  let saved: Partial<DashboardTimeRanges> = {};
  const raw = settingValue(settings, 'dashboard_time_ranges');
  if (raw) {
    try {
      const parsed = dashboardTimeRangesSchema.safeParse(JSON.parse(raw));
      if (parsed.success) saved = parsed.data;
    } catch {
      // A damaged value falls back to the defaults rather than breaking the dashboard.
    }
  }
  return Object.fromEntries(
    dashboardWidgetKeys.map((key) => [key, saved[key] ?? { choice: DEFAULT_TIME_RANGE }]),
  ) as DashboardTimeRanges;
}

const MORE_CHOICES: ReadonlySet<TimeRangeChoice> = new Set(moreTimeRanges.map((option) => option.value));

/** The presets behind 'More Options' stay visible once one of them is the widget's choice. */
export const isMoreOption = (choice: TimeRangeChoice) => MORE_CHOICES.has(choice);
