/**
 * QuickBooks Online (issue 17): /settings/quickbooks_online and the OAuth return /quick_books_oauth.
 * Requests and answers of `/api/quickbooks/*`. QuickBooks ids are strings; our ids are numbers; money is cents.
 */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam } from '../fields.ts';
import { listMetaSchema, listQuerySchema } from '../list.ts';
import { calendarDate } from '../dashboard/time-range.ts';

export const quickbooksEnvironments = ['sandbox', 'production'] as const;
export type QuickbooksEnvironment = (typeof quickbooksEnvironments)[number];

const qboId = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(50, { error: messages.notValid })
    .regex(/^[0-9A-Za-z_-]+$/, { error: messages.notValid });

// ---------------------------------------------------------------- connection

/** GET /api/quickbooks: the connection and what the settings page shows at the top. */
export const quickbooksStatusWireSchema = z.object({
  connected: z.boolean(),
  environment: z.enum(quickbooksEnvironments),
  company_name: z.string().nullable(),
  realm_id: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** Accounts and items picked (the mapping step) and customers matched (the matching step). */
  mapping_done: z.boolean(),
  matching_done: z.boolean(),
  last_sync_at: z.string().nullable(),
  /** Invoices, payments and payouts dated from this day on are sent; older ones stay out of QuickBooks. */
  sync_from: z.string().nullable(),
  /** Changes waiting in the queue, and those that failed for good (shown in the sync log). */
  queued_count: z.number(),
  failed_count: z.number(),
  mismatch_count: z.number(),
  last_reconciled_at: z.string().nullable(),
});
export type QuickbooksStatusWire = z.infer<typeof quickbooksStatusWireSchema>;
export const quickbooksStatusResponseSchema = z.object({ quickbooks: quickbooksStatusWireSchema });

/** POST /api/quickbooks/connect answers where to send the browser: Intuit's consent page (state is single-use). */
export const quickbooksConnectResponseSchema = z.object({ authorize_url: z.string() });

/** POST /api/quickbooks/oauth_return: the /quick_books_oauth page hands over the query Intuit sent back. */
export const quickbooksOauthReturnSchema = z.object({
  code: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(2000),
  state: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(200),
  realmId: qboId(),
});
export type QuickbooksOauthReturnBody = z.input<typeof quickbooksOauthReturnSchema>;
// DELETE /api/quickbooks disconnects (revokes the tokens at Intuit) and answers quickbooksStatusResponseSchema.

/**
 * PUT /api/quickbooks/sync_from: the day from which invoices, payments, payouts and refunds are sent. Answers the
 * status; moving it earlier queues what it newly covers.
 */
export const quickbooksSyncFromSchema = z.object({ sync_from: calendarDate });
export type QuickbooksSyncFromBody = z.input<typeof quickbooksSyncFromSchema>;

/** The earliest day the sync may start from: two years before today (both `YYYY-MM-DD`). */
export function earliestSyncFrom(today: string): string {
  const [year = '0', rest = ''] = [today.slice(0, 4), today.slice(4)];
  // 29 February two years back is 1 March.
  const day = `${String(Number(year) - 2).padStart(4, '0')}${rest}`;
  return rest === '-02-29' ? `${day.slice(0, 4)}-03-01` : day;
}

/** Why a sync start cannot be kept, or null: not after today, not before two years ago. */
export function syncFromProblem(day: string, today: string): string | null {
  if (day > today) return messages.dateCannotBeInFuture;
  if (day < earliestSyncFrom(today)) return messages.dateNotBeforeTwoYearsAgo;
  return null;
}

// ---------------------------------------------------------------- mapping

/** GET /api/quickbooks/chart: what the mapping step picks from, read from the company. */
export const quickbooksChoiceSchema = z.object({ id: z.string(), name: z.string() });
export const quickbooksChartResponseSchema = z.object({
  income_accounts: z.array(quickbooksChoiceSchema),
  items: z.array(quickbooksChoiceSchema),
  tax_codes: z.array(quickbooksChoiceSchema),
  /** Bank and other current asset accounts a deposit may go to. */
  deposit_accounts: z.array(quickbooksChoiceSchema),
  expense_accounts: z.array(quickbooksChoiceSchema),
});
export type QuickbooksChartResponse = z.infer<typeof quickbooksChartResponseSchema>;

/** What a service plan or a cross-sell is booked as: a QuickBooks item (the item carries its income account). */
export const quickbooksItemMappingSchema = z.object({
  kind: z.enum(['service_plan', 'cross_sell'], { error: messages.notValid }),
  local_id: id(),
  item_id: qboId(),
});

/** GET/PUT /api/quickbooks/mappings. Items default to `default_item_id` where a plan or cross-sell has none. */
export const quickbooksMappingsSchema = z.object({
  default_item_id: qboId(),
  tip_item_id: qboId().nullable(),
  /** Taxable lines carry this code; lines of tax-exempt clients carry none. */
  tax_code_id: qboId().nullable(),
  deposit_account_id: qboId(),
  fee_expense_account_id: qboId(),
  /** Where refunds paid out of a payout are booked (an income account): needed once a payout carries a refund. */
  refund_account_id: qboId().nullable().default(null),
  items: z.array(quickbooksItemMappingSchema).max(500, { error: messages.notValid }),
});
export type QuickbooksMappingsBody = z.input<typeof quickbooksMappingsSchema>;
export type QuickbooksMappingsInput = z.output<typeof quickbooksMappingsSchema>;

export const quickbooksMappingsResponseSchema = z.object({
  mappings: z
    .object({
      default_item_id: z.string(),
      tip_item_id: z.string().nullable(),
      tax_code_id: z.string().nullable(),
      deposit_account_id: z.string(),
      fee_expense_account_id: z.string(),
      refund_account_id: z.string().nullable(),
      items: z.array(
        z.object({ kind: z.enum(['service_plan', 'cross_sell']), local_id: z.number(), item_id: z.string() }),
      ),
    })
    .nullable(),
  /** Our plans and cross-sells, so the page lists every one beside its item. */
  service_plans: z.array(z.object({ id: z.number(), name: z.string() })),
  cross_sells: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type QuickbooksMappingsResponse = z.infer<typeof quickbooksMappingsResponseSchema>;

// ---------------------------------------------------------------- customer matching

export const customerMatchMethods = ['email', 'name', 'manual', 'create'] as const;
export type CustomerMatchMethod = (typeof customerMatchMethods)[number];
export const customerMatchStatuses = ['unmatched', 'suggested', 'matched', 'create'] as const;
export type CustomerMatchStatus = (typeof customerMatchStatuses)[number];

/** GET /api/quickbooks/customer_matches: our clients (residential and commercial) beside their QuickBooks customer. */
export const customerMatchListQuerySchema = listQuerySchema.extend({
  status: z.enum(customerMatchStatuses, { error: messages.notValid }).optional(),
});
export type CustomerMatchListQuery = z.output<typeof customerMatchListQuerySchema>;

const qboCustomerSchema = z.object({ id: z.string(), display_name: z.string(), email: z.string().nullable() });
/** Residential clients and commercial customers are numbered apart: the kind says which one `client_id` names. */
export const matchClientKinds = ['residential', 'commercial'] as const;
export const customerMatchWireSchema = z.object({
  client_id: z.number(),
  client_kind: z.enum(matchClientKinds),
  client_name: z.string(),
  client_email: z.string().nullable(),
  status: z.enum(customerMatchStatuses),
  method: z.enum(customerMatchMethods).nullable(),
  /** Linked (matched) or proposed (suggested) QuickBooks customer. */
  quickbooks_customer: qboCustomerSchema.nullable(),
});
export type CustomerMatchWire = z.infer<typeof customerMatchWireSchema>;
export const customerMatchListResponseSchema = z.object({
  data: z.array(customerMatchWireSchema),
  meta: listMetaSchema,
  counts: z.object({ unmatched: z.number(), suggested: z.number(), matched: z.number(), create: z.number() }),
});
export type CustomerMatchListResponse = z.infer<typeof customerMatchListResponseSchema>;

/** GET /api/quickbooks/customers?search=: QuickBooks customers to link one by hand (at most 50). */
export const quickbooksCustomerSearchQuerySchema = z.object({
  search: z.string().trim().max(100, { error: messages.notValid }).optional(),
});
export const quickbooksCustomerSearchResponseSchema = z.object({ customers: z.array(qboCustomerSchema) });

/**
 * PUT /api/quickbooks/customer_matches/:client_id: link to a QuickBooks customer, mark "create new in QuickBooks",
 * or undo (both null/false). A QuickBooks customer is linked to at most one of our clients (422 otherwise).
 */
export const customerMatchParamsSchema = z.object({ client_id: idParam() });
export const customerMatchSchema = z.object({
  client_kind: z.enum(matchClientKinds, { error: messages.notValid }).default('residential'),
  quickbooks_customer_id: qboId().nullable(),
  create: z.boolean({ error: messages.notValid }).default(false),
});
export type CustomerMatchBody = z.input<typeof customerMatchSchema>;
/** The PUT answers the client's row as the list shows it. */
export const customerMatchResponseSchema = z.object({ match: customerMatchWireSchema });
// POST /api/quickbooks/customer_matches/accept_suggestions links every suggestion: answers { accepted: number }.
export const acceptSuggestionsResponseSchema = z.object({ accepted: z.number() });
// POST /api/quickbooks/customer_matches/complete ends the matching step: every client still unmatched is marked
// "create"; the first sync may run only after it (422 'Match customers before the first sync'). Answers the status.

// ---------------------------------------------------------------- sync, log and reconciliation

/** POST /api/quickbooks/sync: queue everything not yet in QuickBooks or changed since. Answers { queued }. */
export const quickbooksSyncResponseSchema = z.object({ queued: z.number() });

export const syncEntities = ['customer', 'invoice', 'payment', 'deposit', 'refund'] as const;
export type SyncEntity = (typeof syncEntities)[number];
export const syncDirections = ['push', 'pull'] as const;
export const syncLogStatuses = ['ok', 'error', 'retrying'] as const;

export const syncLogListQuerySchema = listQuerySchema.extend({
  status: z.enum(syncLogStatuses, { error: messages.notValid }).optional(),
  entity: z.enum(syncEntities, { error: messages.notValid }).optional(),
});
export type SyncLogListQuery = z.output<typeof syncLogListQuerySchema>;

/** GET /api/quickbooks/sync_log: every call to QuickBooks and every change that came back, newest first. */
export const syncLogWireSchema = z.object({
  id: z.number(),
  at: z.string(),
  direction: z.enum(syncDirections),
  entity: z.enum(syncEntities),
  /** Our record (invoice number, client name, payment id) as people know it. */
  label: z.string(),
  local_id: z.number().nullable(),
  quickbooks_id: z.string().nullable(),
  operation: z.string(),
  status: z.enum(syncLogStatuses),
  attempts: z.number(),
  message: z.string().nullable(),
});
export type SyncLogWire = z.infer<typeof syncLogWireSchema>;
export const syncLogListResponseSchema = z.object({ data: z.array(syncLogWireSchema), meta: listMetaSchema });
// POST /api/quickbooks/sync_log/:id/retry puts a failed change back in the queue; answers { queued: 1 }.

export const mismatchKinds = [
  'open_balance',
  'invoice_total',
  'invoice_status',
  'missing_in_quickbooks',
  'missing_here',
] as const;
export type MismatchKind = (typeof mismatchKinds)[number];
export const mismatchKindLabels: Record<MismatchKind, string> = {
  open_balance: 'Open balance differs',
  invoice_total: 'Invoice total differs',
  invoice_status: 'Paid here but open in QuickBooks, or the other way',
  missing_in_quickbooks: 'Not in QuickBooks',
  missing_here: 'Only in QuickBooks',
};

/** GET /api/quickbooks/mismatches: the last reconciliation's findings (the daily one or one run by hand). */
export const mismatchWireSchema = z.object({
  id: z.number(),
  kind: z.enum(mismatchKinds),
  entity: z.enum(syncEntities),
  label: z.string(),
  local_id: z.number().nullable(),
  quickbooks_id: z.string().nullable(),
  ours_cents: z.number().nullable(),
  theirs_cents: z.number().nullable(),
  found_at: z.string(),
});
export type MismatchWire = z.infer<typeof mismatchWireSchema>;
export const mismatchListResponseSchema = z.object({
  data: z.array(mismatchWireSchema),
  checked_at: z.string().nullable(),
  totals: z.object({
    ours_open_cents: z.number(),
    theirs_open_cents: z.number(),
    ours_invoiced_cents: z.number(),
    theirs_invoiced_cents: z.number(),
  }),
});
export type MismatchListResponse = z.infer<typeof mismatchListResponseSchema>;
// POST /api/quickbooks/reconcile runs a reconciliation now and answers mismatchListResponseSchema.
// POST /api/quickbooks/mismatches/:id/fix: ours wins (push our record again) or, for a payment only in QuickBooks,
// pull it; answers { fixed: true } once queued/applied, 422 when the mismatch no longer holds.
export const mismatchParamsSchema = z.object({ id: idParam() });
export const mismatchFixResponseSchema = z.object({ fixed: z.boolean() });
