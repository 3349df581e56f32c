/**
 * What each dashboard figure means, in the words the dashboard shows beside it. The API computes exactly these (see
 * apps/api/src/features/dashboard/kpi.repository.ts); the tests work them out by hand.
 *
 * Clients, residential and commercial alike, are followed through their subscriptions (a residential client through
 * the subscriptions of its locations, a commercial customer through those of its commercial locations):
 * - a client STARTS on the earliest start day of its subscriptions;
 * - it ENDS on the day its last subscription was cancelled, once every one of its subscriptions is cancelled (a
 *   paused subscription is not cancelled: the client is still a client);
 * - it is ACTIVE on a day from its start until the day before its end;
 * - it is NEW in a period when it starts on one of its days, and LOST when it ends on one of them, with the cancel
 *   reason of the subscription cancelled last.
 * Money is in cents from finalized invoices (open or paid, never drafts or voided ones) by issue day, without sales
 * tax; payments are succeeded payments by the day received, less refunds by the day refunded.
 */
import type { DashboardWidgetKey } from './widgets.ts';

export const clientLifecycleDefinition =
  'A client starts on the first day of its first subscription and ends when its last subscription is cancelled; it is active in between (a paused subscription still counts). New clients started in the period; lost clients ended in it. A subscription cancelled for a reason that does not count as churn (such as Entered by mistake) is left out, as if never entered.';

/** The unit of a KPI's `value`: whole counts, cents, basis points (1 % = 100) or hundredths (12.50 = 1250). */
export type KpiUnit = 'count' | 'cents' | 'bps' | 'hundredths';

export interface KpiDefinition {
  title: string;
  unit: KpiUnit;
  /** The sentence the dashboard shows to say what the figure is. */
  definition: string;
  /** What the chart draws: a trend line over the range, bars by label, or no chart. */
  chart: 'trend' | 'bars' | 'none';
}

export const kpiDefinitions = {
  total_sales: {
    title: 'Total Sales',
    unit: 'cents',
    definition: 'Finalized invoices issued in the period, without sales tax.',
    chart: 'trend',
  },
  referral_sources: {
    title: 'Referral Sources',
    unit: 'count',
    definition: 'New residential clients of the period by where they heard of the business.',
    chart: 'bars',
  },
  product_service_sales: {
    title: 'Product & Service Sales',
    unit: 'cents',
    definition:
      'Sales of the period by what was sold: recurring visits by service plan, cross-sells by name, one-time jobs and other lines; after discounts, without sales tax.',
    chart: 'bars',
  },
  new_lost_residential: {
    title: 'New & Lost Residential Clients',
    unit: 'count',
    definition: `Residential clients who started and who ended in the period. ${clientLifecycleDefinition}`,
    chart: 'trend',
  },
  new_lost_commercial: {
    title: 'New & Lost Commercial Clients',
    unit: 'count',
    definition: `Commercial customers who started and who ended in the period. ${clientLifecycleDefinition}`,
    chart: 'trend',
  },
  cancel_reasons_residential: {
    title: 'Residential Cancel Reasons',
    unit: 'count',
    definition:
      'Residential subscriptions cancelled in the period, by cancel reason; reasons that do not count as churn (such as Entered by mistake) are left out.',
    chart: 'bars',
  },
  cancel_reasons_commercial: {
    title: 'Commercial Cancel Reasons',
    unit: 'count',
    definition:
      'Commercial subscriptions cancelled in the period, by cancel reason; reasons that do not count as churn (such as Entered by mistake) are left out.',
    chart: 'bars',
  },
  average_revenue_residential: {
    title: 'Average Revenue per Residential Client',
    unit: 'cents',
    definition: 'Residential sales of the period divided by the residential clients active on any day of it.',
    chart: 'none',
  },
  average_revenue_commercial: {
    title: 'Average Revenue per Commercial Client',
    unit: 'cents',
    definition: 'Commercial sales of the period divided by the commercial customers active on any day of it.',
    chart: 'none',
  },
  active_residential: {
    title: 'Active Residential Clients',
    unit: 'count',
    definition: `Residential clients active on the last day of the period (today while it runs). ${clientLifecycleDefinition}`,
    chart: 'none',
  },
  active_commercial: {
    title: 'Active Commercial Clients',
    unit: 'count',
    definition: `Commercial customers active on the last day of the period (today while it runs). ${clientLifecycleDefinition}`,
    chart: 'none',
  },
  total_payments: {
    title: 'Total Payments',
    unit: 'cents',
    definition: 'Payments received in the period (card and check) less refunds made in it.',
    chart: 'trend',
  },
  average_clients_per_tech: {
    title: 'Average Clients per Tech',
    unit: 'hundredths',
    definition: 'Distinct clients serviced by completed jobs in the period divided by the techs who completed them.',
    chart: 'none',
  },
  average_clients_per_hour: {
    title: 'Average Clients per Hour',
    unit: 'hundredths',
    definition:
      'Jobs completed in the period divided by the hours worked in the shifts started in it (breaks excluded).',
    chart: 'none',
  },
  average_clients_per_route: {
    title: 'Average Clients per Route',
    unit: 'hundredths',
    definition:
      'A route is one tech on one day with completed jobs; the distinct clients of each route, averaged over the routes of the period.',
    chart: 'none',
  },
  churn_rate: {
    title: 'Churn Rate',
    unit: 'bps',
    definition:
      'Clients lost in the period divided by the clients active at its start; a cancellation for a reason that does not count as churn (such as Entered by mistake) is no loss.',
    chart: 'none',
  },
  lifetime_value: {
    title: 'Lifetime Value',
    unit: 'cents',
    definition:
      'Average monthly revenue per client divided by the monthly churn (the churn of the period spread over its months of 30.4375 days); none when no client was lost.',
    chart: 'none',
  },
} as const satisfies Record<DashboardWidgetKey, KpiDefinition>;
