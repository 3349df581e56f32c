/**
 * What a walk over every route of core's route table needs: the demo's first record of each kind, and from them the
 * address that opens each route (the accessibility and page-width walks).
 */
import { pathTo, type RouteDefinition, type RouteName } from '@employee-portal/core/routes/route-table';
import { addCalendarDays } from '@employee-portal/core/scheduling/calendar-day';
import { todayIn } from '@employee-portal/core/dates';
import { callApi, DEMO_FORM_KEY, DEMO_PASSWORD } from './portal.ts';

type Params = Record<string, string | number>;
export type DemoIds = Record<
  | 'client'
  | 'demoOrganization'
  | 'lead'
  | 'commercialClient'
  | 'staff'
  | 'shift'
  | 'workArea'
  | 'servicePlan'
  | 'residentialCrossSell'
  | 'commercialCrossSell'
  | 'subscription'
  | 'commercialSubscription'
  | 'coupon'
  | 'giftCertificate'
  | 'job'
  | 'invoice'
  | 'payment'
  | 'payout',
  number
>;

/**
 * The value of every required path parameter, by route. Tokens of e-mailed links are made up: those pages must be
 * accessible when the link is stale too, and a made-up one changes nothing.
 */
const SAMPLE_PARAMS: Partial<Record<RouteName, (ids: DemoIds) => Params>> = {
  reset_password_token: () => ({ token: 'a-stale-reset-link' }),
  change_email_token: () => ({ token: 'a-stale-e-mail-change-link' }),
  accept_invitation: () => ({ token: 'a-stale-invitation' }),
  client_sign_up_form: () => ({ form_key: DEMO_FORM_KEY }),
  client: (ids) => ({ id: ids.client }),
  lead: (ids) => ({ id: ids.lead }),
  commercial_client: (ids) => ({ id: ids.commercialClient }),
  staff_show: (ids) => ({ id: ids.staff }),
  shift: (ids) => ({ id: ids.shift }),
  work_area: (ids) => ({ id: ids.workArea }),
  service_plan: (ids) => ({ id: ids.servicePlan }),
  residential_cross_sell: (ids) => ({ id: ids.residentialCrossSell }),
  commercial_cross_sell: (ids) => ({ id: ids.commercialCrossSell }),
  subscription: (ids) => ({ id: ids.subscription }),
  commercial_subscription: (ids) => ({ id: ids.commercialSubscription }),
  coupon: (ids) => ({ id: ids.coupon }),
  gift_certificate: (ids) => ({ id: ids.giftCertificate }),
  invoice: (ids) => ({ id: ids.invoice }),
  invoice_edit: (ids) => ({ id: ids.invoice }),
  schedule_show: (ids) => ({ id: ids.job }),
  dispatch_board_show: (ids) => ({ id: ids.staff }),
  // Any open subscription opens on the unassigned page (assigned ones show 'Nothing: assigned').
  unassigned_show: (ids) => ({ id: ids.subscription }),
  pay_invoice: () => ({ token: 'a-stale-pay-link-token-000000' }),
  payment: (ids) => ({ id: ids.payment }),
  payout: (ids) => ({ id: ids.payout }),
  payroll_report_show: (ids) => ({ id: ids.staff }),
  productivity_report_show: (ids) => ({ id: ids.staff }),
  rate_visit: () => ({ token: 'a-stale-rating-link-0123456789' }),
  // Demo Scoopers' listing is published, so its page shows the whole listing.
  public_listing: (ids) => ({ organization_id: ids.demoOrganization }),
  // The demo seed writes Scoop Squad North's royalty history first on a fresh database: its oldest invoice and payment.
  royalty_invoice: () => ({ id: 1 }),
  royalty_payment: () => ({ id: 1 }),
};

export const requiredParams = (route: RouteDefinition) =>
  [...route.path.matchAll(/:(\w+)(\?)?/g)].filter((match) => !match[2]).map((match) => match[1] ?? '');

/** The URL that opens a route, or why this test cannot build one. */
export function urlOf(route: RouteDefinition, ids: DemoIds): string {
  if (route.path === '*') return '/a-page-that-does-not-exist';
  const needed = requiredParams(route);
  if (needed.length === 0) return pathTo(route.name as RouteName);
  const sample = SAMPLE_PARAMS[route.name as RouteName];
  if (!sample)
    throw new Error(
      `route ${route.name} (${route.path}) has path parameters: add a sample to SAMPLE_PARAMS in support/route-walk.ts`,
    );
  const params = sample(ids);
  const missing = needed.filter((name) => params[name] === undefined);
  if (missing.length) throw new Error(`SAMPLE_PARAMS of route ${route.name} gives no ${missing.join(', ')}`);
  return pathTo(route.name as RouteName, params);
}

/** Whether the browser is still on the route asked for, not redirected elsewhere. */
export function isOnRoute(route: RouteDefinition, pathname: string): boolean {
  if (route.path === '*') return true;
  const pattern = route.path.replace(/\/:(\w+)\?/g, '(?:/[^/]+)?').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(pathname);
}

async function apiToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, timezone: 'America/Denver' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`signing in ${email} through the API failed`);
  return body.token;
}

/** The first record of each kind in the demo data, read through the API the way the pages read them. */
export async function demoIds(baseUrl: string): Promise<DemoIds> {
  const token = await apiToken(baseUrl, 'owner@demo.test');
  const get = <T>(path: string) => callApi<T>(baseUrl, token, 'GET', path);
  const firstOf = async (path: string) => {
    const { data } = await get<{ data: { id: number }[] }>(path);
    if (!data[0]) throw new Error(`the demo data has nothing at ${path}`);
    return data[0].id;
  };
  const firstCrossSell = async (kind: 'residential' | 'commercial') => {
    const { cross_sells } = await get<{ cross_sells: { id: number }[] }>(`/${kind}_cross_sells`);
    if (!cross_sells[0]) throw new Error(`the demo data has no ${kind} cross-sell`);
    return cross_sells[0].id;
  };
  const lastWeeksCompletedJob = async () => {
    const today = todayIn('America/Denver', new Date());
    const { jobs } = await get<{ jobs: { id: number; status: string }[] }>(
      `/jobs?from=${addCalendarDays(today, -7)}&to=${today}&status=completed`,
    );
    if (!jobs[0]) throw new Error('the demo data has no completed job last week');
    return jobs[0].id;
  };
  const { service_plans } = await get<{ service_plans: { id: number }[] }>('/pricing_setup');
  return {
    client: await firstOf('/clients?per_page=1'),
    lead: await firstOf('/leads?per_page=1'),
    commercialClient: await firstOf('/commercial/customers?per_page=1'),
    staff: await firstOf('/staff?per_page=1'),
    shift: await firstOf('/shifts?per_page=1'),
    workArea: await firstOf('/work_areas'),
    servicePlan: service_plans[0]?.id ?? 0,
    residentialCrossSell: await firstCrossSell('residential'),
    commercialCrossSell: await firstCrossSell('commercial'),
    subscription: await firstOf('/subscriptions?per_page=1'),
    commercialSubscription: await firstOf('/commercial_subscriptions?per_page=1'),
    coupon: await firstOf('/coupons?per_page=1'),
    giftCertificate: await firstOf('/gift_certificates?per_page=1'),
    job: await lastWeeksCompletedJob(),
    payment: await firstOf('/payments?per_page=1'),
    payout: await firstOf('/payouts?per_page=1'),
    demoOrganization: Number(
      /\/directory\/(\d+)$/.exec((await get<{ listing_url: string }>('/organization_settings')).listing_url)?.[1],
    ),
    // A draft of its own opens both invoice pages, whatever drafts the demo has on the day.
    invoice: (
      await callApi<{ invoice: { id: number } }>(baseUrl, token, 'POST', '/invoices', {
        client_id: await firstOf('/clients?per_page=1'),
        lines: [{ description: 'Accessibility check', quantity: 1, unit_cents: 1000, taxable: true }],
      })
    ).invoice.id,
  };
}
