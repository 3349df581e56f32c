/**
 * How each demo client pays, played forward invoice by invoice in issue order over the year: most are charged by
 * autopay on the invoice day, some mail a check a week or so later, three stopped paying some months ago (the open
 * balance report's aging buckets), and a few tell a story on last month's invoice that the browser tests and the tour
 * point at: a check across two invoices whose overpayment the next invoice uses, a partial check, a card declined once
 * and charged on the retry, and a card payment partly refunded. Totals come from core's invoiceTotals with the credit
 * on account at the time; payments spread by allocatePayment.
 */
import { addCalendarDays, allocatePayment, invoiceTotals, roundCents, type InvoiceTotals } from '@employee-portal/core';
import type { SeededRandom } from './demo-data/seeded-random.ts';
import type { MoneyAccount } from './seed-money-context.ts';
import type { InvoiceDraft } from './seed-money-invoices.ts';

export type AccountHabit = 'card' | 'check' | 'never';
export type AccountStory = 'overpaid_check' | 'partial_check' | 'retried_card' | 'refunded_card';

export interface DemoRoles {
  habitOf: (account: MoneyAccount) => AccountHabit;
  storyOf: Map<string, AccountStory>;
  /** The clients who stopped paying, oldest debt first. */
  pastDue: MoneyAccount[];
  /** The day each of them stopped: nothing issued from then on is paid. */
  stoppedOn: Map<string, string>;
}

/** The months the stories happen in: last month's invoice, and (for the check across two) the one before it. */
export interface StoryMonths {
  current: string;
  story: string;
  before_story: string;
}

export interface PlannedPayment {
  account: MoneyAccount;
  method: 'card' | 'check';
  source: 'autopay' | 'office';
  status: 'succeeded' | 'failed';
  amount_cents: number;
  fee_cents: number;
  received_on: string;
  hour: number;
  check_number: string | null;
  failure: { code: string; message: string } | null;
  /** Invoice indexes and amounts; a ledger payment is spread later by the client ledger's applyPayment itself. */
  applications: { invoice: number; amount_cents: number }[];
  through_ledger: { invoices: number[] } | null;
  refund: { amount_cents: number; reason: string; refunded_on: string } | null;
  autopay: { invoice: number; attempt: number; due_on: string } | null;
}

export interface PlannedInvoice {
  draft: InvoiceDraft;
  totals: InvoiceTotals;
  status: 'draft' | 'open' | 'paid' | 'void';
  /** Paid by the payments applied here; a ledger payment adds its share when it is applied. */
  paid_cents: number;
  paid_on: string | null;
  autopay: boolean;
}

export interface PlannedCredit {
  account: MoneyAccount;
  invoice: number;
  amount_cents: number;
  on: string;
}

/** Stripe's standard card pricing, 2.9 % + 30¢. */
export const cardFeeCents = (amountCents: number) => roundCents(amountCents * 0.029) + 30;

interface AccountState {
  credit_cents: number;
  open: { invoice: number; balance_cents: number }[];
}

export function playAccounts(
  drafts: InvoiceDraft[],
  roles: DemoRoles,
  rng: SeededRandom,
  today: string,
  months: StoryMonths,
) {
  const invoices: PlannedInvoice[] = [];
  const payments: PlannedPayment[] = [];
  const credits: PlannedCredit[] = [];
  const states = new Map<string, AccountState>();
  let checkNumber = 1180;
  const stateOf = (account: MoneyAccount) => {
    let state = states.get(account.key);
    if (!state) states.set(account.key, (state = { credit_cents: 0, open: [] }));
    return state;
  };
  const pay = (index: number, amount: number) => {
    const invoice = invoices[index]!;
    invoice.paid_cents += amount;
    if (invoice.paid_cents >= invoice.totals.amount_due_cents) invoice.status = 'paid';
  };
  const base = (account: MoneyAccount, method: 'card' | 'check', received_on: string) => ({
    account,
    method,
    source: method === 'card' ? ('autopay' as const) : ('office' as const),
    status: 'succeeded' as const,
    received_on,
    hour: method === 'card' ? 7 : 15,
    fee_cents: 0,
    check_number: method === 'check' ? String((checkNumber += rng.int(1, 9))) : null,
    failure: null,
    through_ledger: null,
    refund: null,
    autopay: null,
  });

  drafts.forEach((draft, index) => {
    const account = draft.account;
    const state = stateOf(account);
    const stopped = roles.stoppedOn.get(account.key);
    const habit = stopped !== undefined && draft.issue_date >= stopped ? 'never' : roles.habitOf(account);
    const story = roles.storyOf.get(account.key);
    const ofMonth = (month: string) => draft.kind === 'recurring' && draft.period?.start === month;
    const storyInvoice = ofMonth(months.story);
    const input = {
      lines: draft.lines,
      coupon: draft.coupon,
      tax_rate_millipercent: draft.tax.rate_millipercent,
      tax_exempt: account.tax_exempt,
      available_gift_certificate_cents: 0,
    };
    // Some of this month's invoices wait in draft for the office to look over (never a story's).
    const staysDraft =
      draft.void_reason === null && draft.issue_date >= months.current && !story && habit !== 'never'
        ? rng.chance(0.12)
        : false;
    const voided = draft.void_reason !== null;
    const totals = invoiceTotals({
      ...input,
      available_credit_cents: staysDraft || voided ? 0 : state.credit_cents,
    });
    const autopay = habit === 'card' && draft.kind === 'recurring';
    invoices.push({
      draft,
      totals,
      status: staysDraft ? 'draft' : voided ? 'void' : 'open',
      paid_cents: 0,
      paid_on: null,
      autopay,
    });
    if (staysDraft || voided) return;
    if (totals.credit_applied_cents > 0) {
      state.credit_cents -= totals.credit_applied_cents;
      credits.push({ account, invoice: index, amount_cents: -totals.credit_applied_cents, on: draft.issue_date });
    }
    const due = totals.amount_due_cents;
    if (due === 0) {
      invoices[index]!.status = 'paid';
      invoices[index]!.paid_on = draft.issue_date;
      return;
    }
    if (habit === 'never') return;

    if (habit === 'card') {
      const day = draft.issue_date;
      const charge = (on: string, attempt: number): PlannedPayment => ({
        ...base(account, 'card', on),
        amount_cents: due,
        fee_cents: cardFeeCents(due),
        applications: [{ invoice: index, amount_cents: due }],
        autopay: autopay ? { invoice: index, attempt, due_on: on } : null,
        source: autopay ? 'autopay' : 'office',
      });
      if (story === 'retried_card' && storyInvoice) {
        payments.push({
          ...charge(day, 1),
          status: 'failed',
          fee_cents: 0,
          applications: [],
          failure: { code: 'card_declined', message: 'Your card was declined. (insufficient funds)' },
        });
        payments.push(charge(addCalendarDays(day, 1), 2));
      } else if (story === 'refunded_card' && storyInvoice) {
        const visit = draft.lines.find((line) => line.kind === 'visit')?.unit_cents ?? Math.floor(due / 2);
        payments.push({
          ...charge(day, 1),
          refund: {
            amount_cents: Math.min(visit, due),
            reason: 'A visit was missed while the client was away; refunded one visit.',
            refunded_on: addCalendarDays(day, 1),
          },
        });
      } else payments.push(charge(day, 1));
      const last = payments.at(-1)!;
      pay(index, due);
      invoices[index]!.paid_on = last.received_on;
      return;
    }

    state.open.push({ invoice: index, balance_cents: due });
    if (story === 'overpaid_check') {
      // Two months paid with one check, rounded up: the extra is credit the next invoice uses.
      if (storyInvoice) {
        const owed = state.open.reduce((total, open) => total + open.balance_cents, 0);
        const amount = Math.ceil((owed + 2500) / 100) * 100;
        const allocation = allocatePayment(
          amount,
          state.open.map((open) => ({ invoice_id: open.invoice, ...open })),
        );
        payments.push({
          ...base(account, 'check', addCalendarDays(draft.issue_date, 5)),
          amount_cents: amount,
          applications: [],
          through_ledger: { invoices: state.open.map((open) => open.invoice) },
        });
        state.credit_cents += allocation.credit_cents;
        state.open = [];
        return;
      }
      // The month before waits for that check.
      if (ofMonth(months.before_story)) return;
    }
    const paidOn = addCalendarDays(draft.issue_date, rng.int(4, 12));
    if (paidOn > today) return;
    const half = Math.floor(due / 200) * 100;
    const amount = story === 'partial_check' && storyInvoice && half > 0 ? half : due;
    const allocation = allocatePayment(amount, [{ invoice_id: index, balance_cents: due }]);
    payments.push({ ...base(account, 'check', paidOn), amount_cents: amount, applications: [] });
    for (const applied of allocation.applied) {
      payments.at(-1)!.applications.push({ invoice: applied.invoice_id, amount_cents: applied.amount_cents });
      pay(applied.invoice_id, applied.amount_cents);
      invoices[applied.invoice_id]!.paid_on = paidOn;
    }
    state.open = state.open.filter((open) => open.invoice !== index || amount < due);
  });
  return { invoices, payments, credits };
}
