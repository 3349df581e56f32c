import { describe, expect, it } from 'vitest';
import { rolePresets } from '@employee-portal/core/access/role-presets';
import { guardRedirect } from '@employee-portal/core/routes/guards';
import { routeByName } from '@employee-portal/core/routes/route-table';
import { settingsLinksFor } from './settings-pages.ts';

const member = (permissions: readonly string[]) => ({
  permissions,
  change_password: 0,
  pricing_plan_id: 1,
  subscription_package: 'Standard',
  end_trail: null,
  end_subscription: null,
  status: null,
  payouts_enabled: 0,
  charges_enabled: 0,
});

describe('the settings hub', () => {
  it('offers each preset role only the cards its holder may open', () => {
    for (const [role, permissions] of Object.entries(rolePresets))
      for (const link of settingsLinksFor(permissions))
        expect(
          guardRedirect(routeByName(link.name), { hasToken: true, user: member(permissions) }),
          `${role}: ${link.title}`,
        ).toBeNull();
  });

  it('offers Customize Dashboard by its own permission, like any other card', () => {
    const figures = ['clients', 'payments', 'subscriptions'];
    expect(settingsLinksFor(figures).map((link) => link.name)).not.toContain('customize_dashboard');
    expect(settingsLinksFor([...figures, 'customize_dashboard']).map((link) => link.name)).toContain(
      'customize_dashboard',
    );
  });
});
