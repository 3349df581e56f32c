/**
 * The money of Demo Scoopers' year: billing settings and tax rates, every month's invoices (prepaid, on the 1st, due
 * in 15 days), payments by card and check, payouts, ratings and tips, and each client's balance, all through the
 * same rules as the product (core's recurringInvoiceLines, invoiceTotals and allocatePayment, the client ledger).
 * Deterministic: one seeded random and dates relative to the seed's today in Denver.
 */
import { and, eq, sql } from 'drizzle-orm';
import { addCalendarDays, todayIn } from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import {
  billingSettingsOf,
  refreshClientBalance,
  salesTaxRateFor,
  takeInvoiceNumbers,
  type AppliedTaxRate,
} from '../features/invoices/index.ts';
import { billingSettings, salesTaxRates } from '../features/invoices/invoices.table.ts';
import { workAreas } from '../features/work-areas/work-areas.table.ts';
import { createSeededRandom } from './demo-data/seeded-random.ts';
import { playAccounts, type AccountHabit, type AccountStory, type DemoRoles } from './seed-money-accounts.ts';
import { loadMoneyContext, type MoneyAccount, type MoneyContext } from './seed-money-context.ts';
import {
  buildSubscriptionInvoices,
  currentPeriodOf,
  DUE_DAYS,
  FIXED_BILLING_DAY,
  invoiceDraft,
  type InvoiceDraft,
} from './seed-money-invoices.ts';
import { planPayouts } from './seed-money-payouts.ts';
import { seedRatingsAndTips } from './seed-money-tips.ts';
import { writeInvoices, writePayments, writeSavedCards } from './seed-money-write.ts';

const TIME_ZONE = 'America/Denver';
/** Colorado's state rate; Denver and Aurora add their own. */
const DEFAULT_TAX_MILLIPERCENT = 2900;
/** Days past due of the three clients who stopped paying: one invoice in each aging bucket past 30 days. */
export const PAST_DUE_DAYS = [35, 65, 95] as const;
const STORIES: AccountStory[] = ['overpaid_check', 'partial_check', 'retried_card', 'refunded_card'];

async function seedSettings(db: Db, organizationId: number, context: MoneyContext) {
  await billingSettingsOf(db, organizationId);
  await db
    .update(billingSettings)
    .set({
      billing_mode: 'prepaid',
      fixed_billing_day: FIXED_BILLING_DAY,
      due_days: DUE_DAYS,
      autopay: true,
      retry_days: [1, 3, 7],
      default_tax_rate_millipercent: DEFAULT_TAX_MILLIPERCENT,
      business_tax_id: '84-1234567',
      invoice_footer: 'Thank you for scooping with us! Questions? Call (303) 555-0100.',
    })
    .where(eq(billingSettings.organization_id, organizationId));
  const [aurora] = await db
    .select({ id: workAreas.id })
    .from(workAreas)
    .where(and(eq(workAreas.organization_id, organizationId), eq(workAreas.name, 'Aurora')));
  // The busiest zip gets Denver's combined rate, so many invoices show a named rate.
  const zipCounts = new Map<string, number>();
  for (const subscription of context.subscriptions)
    zipCounts.set(subscription.zip, (zipCounts.get(subscription.zip) ?? 0) + 1);
  const busiest = [...zipCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  await db
    .insert(salesTaxRates)
    .values([
      ...(busiest
        ? [{ organization_id: organizationId, name: `Denver ${busiest}`, rate_millipercent: 8810, zip: busiest }]
        : []),
      ...(aurora
        ? [{ organization_id: organizationId, name: 'Aurora', rate_millipercent: 8000, work_area_id: aurora.id }]
        : []),
    ]);
  const taxByZip = new Map<string, AppliedTaxRate>();
  for (const zip of zipCounts.keys()) taxByZip.set(zip, await salesTaxRateFor(db, organizationId, zip));
  const fallback = await salesTaxRateFor(db, organizationId, null);
  return (zip: string) => taxByZip.get(zip) ?? fallback;
}

/**
 * Who pays how: three long-standing residential clients stopped paying some months ago, four more carry a story.
 * Picked with a random of their own among clients subscribed for months, so the same clients play the same parts
 * whatever the seed day (the browser tests and the tour can rely on them).
 */
function chooseRoles(context: MoneyContext, today: string): DemoRoles {
  const rng = createSeededRandom(16);
  const longStanding = addCalendarDays(today, -130);
  const byAccount = new Map<string, MoneyContext['subscriptions']>();
  for (const subscription of context.subscriptions)
    byAccount.set(subscription.account.key, [...(byAccount.get(subscription.account.key) ?? []), subscription]);
  const candidates = [...byAccount.entries()]
    .filter(
      ([key, owned]) =>
        key.startsWith('client:') &&
        !context.accounts.get(key)!.tax_exempt &&
        owned.length === 1 &&
        owned[0]!.status === 'active' &&
        owned[0]!.frequency !== 'one_time' &&
        owned[0]!.service_client_id === null &&
        owned[0]!.start_date <= longStanding,
    )
    .map(([key]) => key)
    .sort();
  const picked = rng.sample(candidates, PAST_DUE_DAYS.length + STORIES.length);
  const pastDue = picked.slice(0, PAST_DUE_DAYS.length).map((key) => context.accounts.get(key)!);
  const storyOf = new Map(STORIES.map((story, index) => [picked[PAST_DUE_DAYS.length + index]!, story]));
  const habits = new Map<string, AccountHabit>();
  for (const key of [...context.accounts.keys()].sort()) {
    const story = storyOf.get(key);
    // Those who stopped paying used to send checks.
    habits.set(
      key,
      pastDue.some((account) => account.key === key) || story?.endsWith('check')
        ? 'check'
        : story
          ? 'card'
          : rng.chance(key.startsWith('commercial:') ? 0.5 : 0.12)
            ? 'check'
            : 'card',
    );
  }
  return {
    habitOf: (account) => habits.get(account.key) ?? 'card',
    storyOf,
    pastDue,
    stoppedOn: new Map(pastDue.map((account, index) => [account.key, cleanupDay(today, index)])),
  };
}

/** The spring cleanup each client who stopped paying never paid for: the first invoice they left open. */
const cleanupDay = (today: string, index: number) => addCalendarDays(today, -(PAST_DUE_DAYS[index]! + DUE_DAYS));

const custom = (description: string, cents: number, day: string) => ({
  kind: 'custom' as const,
  description,
  service_date: day,
  quantity: 1,
  unit_cents: cents,
  taxable: true,
  discountable: false,
  job_id: null,
  cross_sell_id: null,
  tip_id: null,
  tech_user_id: null,
});

/** Extra work the office invoiced by hand: cleanups never paid, a void duplicate, a station install, recent extras. */
function extraInvoices(
  context: MoneyContext,
  roles: DemoRoles,
  taxOf: (zip: string) => AppliedTaxRate,
  today: string,
): InvoiceDraft[] {
  const zipOf = (account: MoneyAccount) =>
    context.subscriptions.find((subscription) => subscription.account.key === account.key)?.zip ?? '';
  const cleanups = [8500, 12_000, 6500];
  const extras = roles.pastDue.map((account, index) => {
    const day = cleanupDay(today, index);
    return invoiceDraft({
      kind: 'one_time',
      account,
      issue_date: day,
      tax: taxOf(zipOf(account)),
      lines: [custom('Spring yard cleanup (first visit after the winter)', cleanups[index]!, day)],
      notes: 'Reminder sent; the client asked for more time.',
    });
  });
  const cardClients = [...context.accounts.values()]
    .filter(
      (account) =>
        account.ref.client_id !== null &&
        roles.habitOf(account) === 'card' &&
        !roles.storyOf.has(account.key) &&
        context.subscriptions.some(
          (subscription) => subscription.account.key === account.key && subscription.status === 'active',
        ),
    )
    .sort((a, b) => a.key.localeCompare(b.key));
  const party = [1, 0].map((daysAgo, index) => {
    const account = cardClients[index * 7]!;
    const day = addCalendarDays(today, -daysAgo);
    return invoiceDraft({
      kind: 'one_time',
      account,
      issue_date: day,
      tax: taxOf(zipOf(account)),
      lines: [custom('Extra visit before a backyard party', 4500, day)],
    });
  });
  const voided = cardClients[3]!;
  const voidDay = addCalendarDays(today, -20);
  extras.push(
    ...party,
    invoiceDraft({
      kind: 'one_time',
      account: voided,
      issue_date: voidDay,
      tax: taxOf(zipOf(voided)),
      lines: [custom('Yard Spray Treatment', 2500, voidDay)],
      void_reason: 'Entered twice: the spray treatment is already on the monthly invoice.',
    }),
  );
  const business = [...context.accounts.values()].find(
    (account) =>
      account.ref.commercial_customer_id !== null &&
      context.subscriptions.some(
        (subscription) => subscription.account.key === account.key && subscription.status === 'active',
      ),
  );
  if (business) {
    const day = addCalendarDays(today, -40);
    extras.push(
      invoiceDraft({
        kind: 'one_time',
        account: business,
        issue_date: day,
        tax: taxOf(zipOf(business)),
        lines: [custom('Pet Waste Station Install', 25_000, day), custom('Station Bag Refills', 3000, day)],
      }),
    );
  }
  return extras;
}

export interface DemoMoneyStaff {
  owner: { user_id: number };
}

export async function seedMoney(db: Db, organizationId: number, staff: DemoMoneyStaff, now: Date) {
  const rng = createSeededRandom(1616);
  const today = todayIn(TIME_ZONE, now);
  const context = await loadMoneyContext(db, organizationId);
  const taxOf = await seedSettings(db, organizationId, context);
  const tips = await seedRatingsAndTips(db, organizationId, context, rng, now);

  const { drafts } = buildSubscriptionInvoices(context, tips, taxOf, today);
  const roles = chooseRoles(context, today);
  drafts.push(...extraInvoices(context, roles, taxOf, today));
  // Numbered in the order they were issued, as the billing run and the office would have numbered them.
  drafts.sort(
    (a, b) =>
      a.issue_date.localeCompare(b.issue_date) ||
      a.kind.localeCompare(b.kind) ||
      a.account.key.localeCompare(b.account.key) ||
      (a.subscription_id ?? 0) - (b.subscription_id ?? 0),
  );
  const current = currentPeriodOf(today);
  const story = currentPeriodOf(addCalendarDays(current.start, -1));
  const months = {
    current: current.start,
    story: story.start,
    before_story: currentPeriodOf(addCalendarDays(story.start, -1)).start,
  };
  const plan = playAccounts(drafts, roles, rng, today, months);
  const payouts = planPayouts(plan.payments, today);

  const scope = { db, organization_id: organizationId, owner_user_id: staff.owner.user_id, now, today, rng };
  const firstCharges = new Map<MoneyAccount, string>();
  for (const payment of plan.payments)
    if (payment.method === 'card' && !firstCharges.has(payment.account))
      firstCharges.set(payment.account, payment.received_on);
  const cards = await writeSavedCards(scope, firstCharges);
  const numbers = await takeInvoiceNumbers(db, organizationId, plan.invoices.length);
  const invoiceIds = await writeInvoices(scope, plan.invoices, numbers);
  await writePayments(scope, { ...plan, payouts }, invoiceIds, cards);

  // Only clients with an open invoice or credit owe or hold anything; every other balance stays 0.
  const owing = await db.execute(sql`
    select distinct client_id, commercial_customer_id from invoices
    where organization_id = ${organizationId} and status = 'open'
    union
    select distinct client_id, commercial_customer_id from client_credit_entries
    where organization_id = ${organizationId}`);
  for (const row of (
    owing as unknown as { rows: { client_id: number | null; commercial_customer_id: number | null }[] }
  ).rows)
    await refreshClientBalance(
      db,
      organizationId,
      row.client_id !== null
        ? { client_id: row.client_id, commercial_customer_id: null }
        : { client_id: null, commercial_customer_id: row.commercial_customer_id! },
    );
  return {
    past_due_clients: roles.pastDue.map((account) => account.bill_to.name),
    stories: Object.fromEntries(
      [...roles.storyOf.entries()].map(([key, story]) => [story, context.accounts.get(key)!.bill_to.name]),
    ),
  };
}
