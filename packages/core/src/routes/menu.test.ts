import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuUser } from './menu.ts';
import { routeTable, type RouteDefinition } from './route-table.ts';

const NOW = new Date('2026-11-15T12:00:00Z');

const subscribedUser = (overrides: Partial<MenuUser> = {}): MenuUser => ({
  pricing_plan_id: 2,
  subscription_package: 'Pro',
  end_trail: null,
  end_subscription: '2027-01-01T00:00:00Z',
  permissions: [],
  belongs_to_franchise: 0,
  ...overrides,
});

const routes: RouteDefinition[] = [
  { name: 'dashboard', path: '/', title: 'Dashboard', permission: null, menu: { group: 'home', label: 'Home' } },
  {
    name: 'clients',
    path: '/clients',
    title: 'Clients',
    permission: 'clients',
    menu: { group: 'clients', label: 'Residential' },
  },
  {
    name: 'change_requests',
    path: '/change_requests',
    title: 'Change Requests',
    permission: 'change_requests',
    menu: { group: 'clients', label: 'Change Requests' },
  },
  {
    name: 'sales_tax_report',
    path: '/sales_tax_report',
    title: 'Sales Tax Report',
    permission: 'sales_tax_reports',
    menu: { group: 'billing', label: 'Sales Tax Report' },
  },
  {
    name: 'settings',
    path: '/settings',
    title: 'Settings',
    permission: 'settings',
    menu: { group: 'settings', label: 'Settings' },
  },
  {
    name: 'subscription_details',
    path: '/settings/subscription_details',
    title: 'Subscription Details',
    permission: 'subscription_details',
    menu: { group: 'settings', label: 'Subscription Details' },
  },
  {
    name: 'royalty_payments',
    path: '/settings/royalty_payments',
    title: 'Royalty Payments',
    permission: 'royalty_payments',
    menu: { group: 'settings', label: 'Royalty Payments' },
  },
  { name: 'not_found', path: '*', title: 'Page Not Found', permission: null },
];

const labels = (user: MenuUser) =>
  buildMenu(user, routes, NOW).map((section) => [section.label, section.items.map((item) => item.label)]);

describe('buildMenu', () => {
  it('offers no menu while a first login must change the password, and the whole menu after', () => {
    const user = subscribedUser({ permissions: ['clients', 'settings'], change_password: 1 });
    expect(labels(user)).toEqual([]);
    expect(labels({ ...user, change_password: 0 })).toEqual([
      ['Home', ['Home']],
      ['Clients', ['Residential']],
      ['Settings', ['Settings']],
    ]);
  });

  it('always shows Home and keeps the spec order of groups', () => {
    const user = subscribedUser({ permissions: ['clients', 'sales_tax_reports', 'settings'] });
    expect(labels(user)).toEqual([
      ['Home', ['Home']],
      ['Clients', ['Residential']],
      ['Billing', ['Sales Tax Report']],
      ['Settings', ['Settings']],
    ]);
  });

  it('hides a group without any permitted item', () => {
    expect(labels(subscribedUser()).map(([label]) => label)).toEqual(['Home', 'Settings']);
  });

  it('always shows Settings, which spec §6 always allows, whatever else the membership lists', () => {
    for (const permissions of [[], ['client_onboarding'], { a: 'open_api' }, ['clients']])
      expect(labels(subscribedUser({ permissions }))).toContainEqual(['Settings', ['Settings']]);
  });

  it('reads permissions given as an object', () => {
    const user = subscribedUser({ permissions: { a: 'change_requests' } });
    expect(labels(user)).toContainEqual(['Clients', ['Change Requests']]);
  });

  it('shows Royalty Payments only to franchise members', () => {
    const permissions = ['royalty_payments', 'subscription_details'];
    expect(labels(subscribedUser({ permissions }))).toContainEqual(['Settings', ['Settings', 'Subscription Details']]);
    expect(labels(subscribedUser({ permissions, belongs_to_franchise: 1 }))).toContainEqual([
      'Settings',
      ['Settings', 'Subscription Details', 'Royalty Payments'],
    ]);
  });

  it('greys every group but Settings, and within Settings all but Subscription Details, without access', () => {
    const user = subscribedUser({
      subscription_package: 'Free trial',
      end_trail: '2026-11-01T00:00:00Z',
      permissions: ['clients', 'subscription_details'],
    });
    const menu = buildMenu(user, routes, NOW);
    expect(menu.map((section) => [section.label, section.disabled])).toEqual([
      ['Home', true],
      ['Clients', true],
      ['Settings', false],
    ]);
    const settings = menu.find((section) => section.group === 'settings');
    expect(settings?.items.map((item) => [item.name, item.disabled])).toEqual([
      ['settings', true],
      ['subscription_details', false],
    ]);
  });

  it('enables everything during an active trial', () => {
    const user = subscribedUser({
      pricing_plan_id: null,
      subscription_package: 'Free trial',
      end_trail: '2026-11-20T00:00:00Z',
    });
    expect(
      buildMenu(user, routes, NOW).every(
        (section) => !section.disabled && section.items.every((item) => !item.disabled),
      ),
    ).toBe(true);
  });

  it('builds the menu from the real route table', () => {
    expect(buildMenu(subscribedUser(), routeTable, NOW)).toEqual([
      {
        group: 'home',
        label: 'Home',
        disabled: false,
        items: [{ name: 'dashboard', path: '/', label: 'Home', disabled: false }],
      },
      {
        group: 'settings',
        label: 'Settings',
        disabled: false,
        items: [{ name: 'settings', path: '/settings', label: 'Settings', disabled: false }],
      },
    ]);
    expect(
      buildMenu(subscribedUser({ permissions: ['subscription_details'] }), routeTable, NOW)
        .at(-1)
        ?.items.map((item) => item.path),
    ).toEqual(['/settings', '/settings/subscription_details']);
  });
});
