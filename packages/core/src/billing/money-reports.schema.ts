/**
 * Issue 16 point 9, the money reports: /sales_tax_report, /open_balance_report, /residential_cross_sells_report and
 * /commercial_cross_sells_report. Requests and answers of the API, read by the pages; every report also exports CSV.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { calendarDate } from '../dashboard/time-range.ts';
import { id, idParam } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { daysBetween } from '../scheduling/calendar-day.ts';
import { agingBuckets } from './payment-allocation.ts';
import { taxRatePercentText } from './billing-settings.schema.ts';

/** A longer range would list more months than a report page reads well; five years covers any tax filing. */
export const MAX_MONEY_REPORT_DAYS = 5 * 366;
export const moneyReportRangeTooLong = 'The range can be at most 5 years';

/** What is wrong with a range, or null: a To day before From, or longer than the reports read. */
export function moneyReportRangeError(range: { date_from?: string; date_to?: string }) {
  if (!range.date_from || !range.date_to) return null;
  if (range.date_to < range.date_from) return messages.cannotBeBeforeFromDate;
  return daysBetween(range.date_from, range.date_to) + 1 > MAX_MONEY_REPORT_DAYS ? moneyReportRangeTooLong : null;
}

const refuseBadRange = (query: { date_from?: string; date_to?: string }, context: z.RefinementCtx) => {
  const error = moneyReportRangeError(query);
  if (error) context.addIssue({ code: 'custom', path: ['date_to'], message: error });
};

/** Without a range the money reports show the organization's current calendar year. */
export function moneyReportPeriod(query: { date_from?: string; date_to?: string }, today: string) {
  const year = (query.date_to ?? query.date_from ?? today).slice(0, 4);
  return { date_from: query.date_from ?? `${year}-01-01`, date_to: query.date_to ?? `${year}-12-31` };
}

/** The first day of the month or quarter a day falls in: the rows' period key. */
export function periodStartOf(day: string, period: SalesTaxPeriod) {
  const month = Number(day.slice(5, 7));
  const first = period === 'quarter' ? month - ((month - 1) % 3) : month;
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Mar 2026' or 'Q1 2026', as the tables and CSVs name a period. */
export function periodLabel(periodStart: string, period: SalesTaxPeriod) {
  const month = Number(periodStart.slice(5, 7));
  const year = periodStart.slice(0, 4);
  return period === 'quarter' ? `Q${Math.ceil(month / 3)} ${year}` : `${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * The tax share of money applied to an invoice: applied × tax ÷ total, rounded to the cent (half away from zero).
 * A payment covers tax and the rest in proportion, so a half-paid invoice has collected half its tax.
 */
export function taxShareCents(appliedCents: number, taxCents: number, totalCents: number) {
  if (totalCents <= 0 || taxCents <= 0 || appliedCents <= 0) return 0;
  return Math.round((appliedCents * taxCents) / totalCents);
}

export const DEFAULT_TAX_RATE_NAME = 'Default rate';
/** A rate as the report and its CSV name it: 'Denver 8.25%', 'New York City 8.875%', 'Default rate 5%'. */
export const taxRateText = (name: string, millipercent: number) => `${name} ${taxRatePercentText(millipercent)}`;
export const salesTaxPeriods = ['month', 'quarter'] as const;
export type SalesTaxPeriod = (typeof salesTaxPeriods)[number];
export const salesTaxPeriodLabels: Record<SalesTaxPeriod, string> = { month: 'Month', quarter: 'Quarter' };

const salesTaxFilters = {
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  period: z.enum(salesTaxPeriods, { error: messages.notValid }).default('month'),
};
export const salesTaxReportQuerySchema = z.object(salesTaxFilters).superRefine(refuseBadRange);
export type SalesTaxReportQuery = z.output<typeof salesTaxReportQuerySchema>;
export type SalesTaxReportFilters = z.input<typeof salesTaxReportQuerySchema>;

const salesTaxFiguresSchema = z.object({
  invoices: z.number(),
  taxable_cents: z.number(),
  tax_invoiced_cents: z.number(),
  tax_collected_cents: z.number(),
});
export const salesTaxRowSchema = salesTaxFiguresSchema.extend({
  period_start: z.string(),
  period_label: z.string(),
  tax_rate_name: z.string(),
  tax_rate_millipercent: z.number(),
});
export type SalesTaxRow = z.infer<typeof salesTaxRowSchema>;
export type SalesTaxFigures = z.infer<typeof salesTaxFiguresSchema>;

export const salesTaxReportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  period: z.enum(salesTaxPeriods),
  rows: z.array(salesTaxRowSchema),
  totals: salesTaxFiguresSchema,
  /** Invoices of tax-exempt clients in the range: no tax, so counted apart from the rates. */
  exempt: z.object({ invoices: z.number(), total_cents: z.number() }),
});
export type SalesTaxReportResponse = z.infer<typeof salesTaxReportResponseSchema>;

/** /open_balance_report: residential clients and commercial customers together, or one kind. */
export const openBalanceKinds = ['residential', 'commercial'] as const;
export type OpenBalanceKind = (typeof openBalanceKinds)[number];
export const openBalanceKindLabels: Record<OpenBalanceKind, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};
export const agingBucketLabels = {
  days_0_30: '0–30 Days',
  days_31_60: '31–60 Days',
  days_61_90: '61–90 Days',
  over_90: 'Over 90 Days',
} as const;

const openBalanceColumns = [
  'name',
  ...agingBuckets,
  'total',
  'oldest_due_date',
  'last_payment_date',
  'last_reminded_at',
] as const;
export type OpenBalanceColumn = (typeof openBalanceColumns)[number];
export const openBalanceSorts = openBalanceColumns.flatMap((column) => [column, `-${column}`] as const);
export type OpenBalanceSort = (typeof openBalanceSorts)[number];

const openBalanceFilters = {
  sort: z.enum(openBalanceSorts, { error: messages.notValid }).default('-total'),
  kind: z.enum(openBalanceKinds, { error: messages.notValid }).optional(),
};
export const openBalanceReportQuerySchema = listQuerySchema.extend(openBalanceFilters);
export type OpenBalanceReportQuery = z.output<typeof openBalanceReportQuerySchema>;
export const openBalanceExportQuerySchema = listQuerySchema
  .omit({ page: true, per_page: true })
  .extend(openBalanceFilters);
export type OpenBalanceExportQuery = z.output<typeof openBalanceExportQuerySchema>;

const agingFiguresSchema = z.object({
  days_0_30: z.number(),
  days_31_60: z.number(),
  days_61_90: z.number(),
  over_90: z.number(),
  total: z.number(),
});
export const openBalanceRowSchema = agingFiguresSchema.extend({
  kind: z.enum(openBalanceKinds),
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  open_invoices: z.number(),
  oldest_due_date: z.string(),
  last_payment_date: z.string().nullable(),
  last_reminded_at: z.string().nullable(),
});
export type OpenBalanceRow = z.infer<typeof openBalanceRowSchema>;
export const openBalanceReportResponseSchema = z.object({
  data: z.array(openBalanceRowSchema),
  meta: listMetaSchema,
  /** Every client of the filter, not just this page. */
  totals: agingFiguresSchema.extend({ clients: z.number() }),
  /** The organization's today the buckets were counted from. */
  today: z.string(),
});
export type OpenBalanceReportResponse = z.infer<typeof openBalanceReportResponseSchema>;

export const MAX_REMINDERS = 100;
export const sendRemindersSchema = z.object({
  clients: z
    .array(z.object({ kind: z.enum(openBalanceKinds, { error: messages.notValid }), id: id() }), {
      error: messages.required,
    })
    .min(1, { error: messages.required })
    .max(MAX_REMINDERS, { error: `At most ${MAX_REMINDERS} clients at once` }),
});
export type SendRemindersBody = z.infer<typeof sendRemindersSchema>;
export const sendRemindersResponseSchema = z.object({
  message: z.string(),
  sent: z.number(),
  /** Clients left out, with why: no e-mail address, or nothing open any more. */
  skipped: z.array(z.object({ kind: z.enum(openBalanceKinds), id: z.number(), name: z.string(), reason: z.string() })),
});
export type SendRemindersResponse = z.infer<typeof sendRemindersResponseSchema>;

/** /residential_cross_sells_report and /commercial_cross_sells_report. */
export const crossSellReportSorts = [
  '-month',
  'month',
  'cross_sell',
  '-cross_sell',
  'quantity',
  '-quantity',
  'revenue',
  '-revenue',
  'clients',
  '-clients',
] as const;
export type CrossSellReportSort = (typeof crossSellReportSorts)[number];

const crossSellFilters = {
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  cross_sell_id: idParam().optional(),
  sort: z.enum(crossSellReportSorts, { error: messages.notValid }).default('-month'),
};
export const crossSellReportQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend(crossSellFilters)
  .superRefine(refuseBadRange);
export type CrossSellReportQuery = z.output<typeof crossSellReportQuerySchema>;
export const crossSellReportExportQuerySchema = z.object(crossSellFilters).superRefine(refuseBadRange);
export type CrossSellReportExportQuery = z.output<typeof crossSellReportExportQuerySchema>;

const crossSellFiguresSchema = z.object({ quantity: z.number(), revenue_cents: z.number(), clients: z.number() });
export const crossSellReportRowSchema = crossSellFiguresSchema.extend({
  month: z.string(),
  month_label: z.string(),
  cross_sell_id: z.number().nullable(),
  cross_sell_name: z.string(),
});
export type CrossSellReportRow = z.infer<typeof crossSellReportRowSchema>;
export const crossSellReportResponseSchema = z.object({
  data: z.array(crossSellReportRowSchema),
  meta: listMetaSchema,
  date_from: z.string(),
  date_to: z.string(),
  /** Every row of the filter; clients counted once however many months or cross-sells they bought. */
  totals: crossSellFiguresSchema,
  cross_sells: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CrossSellReportResponse = z.infer<typeof crossSellReportResponseSchema>;
