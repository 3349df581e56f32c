import {
  dayRangeInstants,
  mayReadDashboardWidget,
  todayIn,
  type BuiltDashboardWidgetKey,
  type WidgetValue,
} from '@employee-portal/core';
import { forbidden } from '../../platform/http/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { countActiveAt, countCancelReasons, countNewAndLost, type ClientSegment } from './dashboard.repository.ts';

const segmentOf = (key: BuiltDashboardWidgetKey): ClientSegment =>
  key.endsWith('commercial') ? 'commercial' : 'residential';

/**
 * One widget's value over a range of calendar days in the organization's time zone. "Active" is counted at the
 * end of the range, or now when the range reaches into the future; cancel reasons count the range's cancellations.
 */
export async function dashboardWidget(
  deps: AppDeps,
  member: MemberContext,
  key: BuiltDashboardWidgetKey,
  range: { date_from: string; date_to: string },
): Promise<{ widget: BuiltDashboardWidgetKey; value: WidgetValue }> {
  // The dashboard page is everyone's; each widget's figures need the permission of the page holding that data.
  if (!mayReadDashboardWidget(member.membership.permissions, key)) throw forbidden();
  const timeZone = member.organization.time_zone;
  const segment = segmentOf(key);
  if (key === 'cancel_reasons_residential' || key === 'cancel_reasons_commercial') {
    // cancelled_on is already a calendar day of the organization: compared as days, no instants needed.
    const items = await countCancelReasons(deps.db, member.organization.id, segment, {
      from: range.date_from,
      to: range.date_to,
    });
    return {
      widget: key,
      value: { kind: 'breakdown', total: items.reduce((sum, item) => sum + item.count, 0), items },
    };
  }
  const instants = dayRangeInstants({ from: range.date_from, to: range.date_to }, timeZone);
  if (key === 'active_residential' || key === 'active_commercial') {
    const now = deps.clock.now();
    const at = instants.end < now ? instants.end : now;
    const active = await countActiveAt(deps.db, member.organization.id, segment, at);
    return { widget: key, value: { kind: 'active', active, at: at < now ? range.date_to : todayIn(timeZone, now) } };
  }
  const { created, lost } = await countNewAndLost(deps.db, member.organization.id, segment, instants);
  return { widget: key, value: { kind: 'new_lost', new: created, lost, net: created - lost } };
}
