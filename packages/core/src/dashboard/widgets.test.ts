import { describe, expect, it } from 'vitest';
import { rolePresets } from '../access/role-presets.ts';
import { builtDashboardWidgets, mayReadDashboardWidget } from './widgets.ts';

const readable = (permissions: readonly string[]) =>
  builtDashboardWidgets.filter((widget) => mayReadDashboardWidget(permissions, widget.key)).map((widget) => widget.key);

describe('dashboard widget permissions', () => {
  it('give a field tech none of the business figures, and the owner all of them', () => {
    expect(readable(rolePresets['Field Tech'])).toEqual([]);
    expect(readable(rolePresets.Owner)).toEqual(builtDashboardWidgets.map((widget) => widget.key));
  });

  it('follow the pages holding the same data: a crew leader who opens Clients sees residential counts, not cancellations', () => {
    expect(readable(rolePresets['Crew Leader'])).toEqual(['active_residential', 'new_lost_residential']);
    expect(readable(['commercial_clients', 'commercial_subscriptions'])).toEqual([
      'active_commercial',
      'new_lost_commercial',
      'cancel_reasons_commercial',
    ]);
  });
});
