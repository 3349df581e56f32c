import { describe, expect, it } from 'vitest';
import { rolePresets } from '../access/role-presets.ts';
import { dashboardWidgetKeys, mayReadDashboardWidget } from './widgets.ts';

const readable = (permissions: readonly string[]) =>
  dashboardWidgetKeys.filter((key) => mayReadDashboardWidget(permissions, key));

describe('dashboard widget permissions', () => {
  it('give a field tech none of the business figures, and the owner all of them', () => {
    expect(readable(rolePresets['Field Tech'])).toEqual([]);
    expect(readable(rolePresets.Owner)).toEqual([...dashboardWidgetKeys]);
  });

  it('follow the pages holding the same data: a crew leader who opens Clients sees residential counts, not cancellations', () => {
    expect(readable(rolePresets['Crew Leader'])).toEqual([
      'referral_sources',
      'new_lost_residential',
      'active_residential',
    ]);
    expect(readable(['commercial_clients', 'commercial_subscriptions'])).toEqual([
      'new_lost_commercial',
      'cancel_reasons_commercial',
      'active_commercial',
    ]);
  });
});
