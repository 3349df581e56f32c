/** The settings page's two steps before the first sync: map accounts and items, match customers. */
import {
  type CustomerMatchListQuery,
  type CustomerMatchWire,
  type QuickbooksMappingsInput,
  messages,
  pageOffset,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, validationFailed, type FieldErrors } from '../../platform/http/errors.ts';
import { companyFor, requireConnection, statusOf, storedCompanyFor } from './quickbooks-connection.service.ts';
import {
  findMappings,
  findQuickbooksCustomer,
  matchOfCustomer,
  removeMatch,
  saveLink,
  saveMappings,
  saveMatch,
  searchQuickbooksCustomers,
  updateConnection,
} from './quickbooks.repository.ts';
import { ourClient, planAndCrossSellNames } from './quickbooks-records.repository.ts';
import { type MatchRow, matchCounts, matchRows } from './quickbooks-matching.repository.ts';
import type { ClientKind } from './quickbooks.table.ts';
import { presentQuickbooksCustomer } from './quickbooks.present.ts';

/** GET /api/quickbooks/chart: read with the stored token, never refreshing it (a GET writes nothing). */
export async function chartOf(deps: AppDeps, member: MemberContext) {
  return deps.accounting.chart(await storedCompanyFor(deps, member.organization.id));
}

export async function mappingsOf(deps: AppDeps, organizationId: number) {
  const [row, names] = await Promise.all([
    findMappings(deps.db, organizationId),
    planAndCrossSellNames(deps.db, organizationId),
  ]);
  return {
    mappings: row
      ? {
          default_item_id: row.default_item_id,
          tip_item_id: row.tip_item_id,
          tax_code_id: row.tax_code_id,
          deposit_account_id: row.deposit_account_id,
          fee_expense_account_id: row.fee_expense_account_id,
          refund_account_id: row.refund_account_id,
          items: row.items,
        }
      : null,
    ...names,
  };
}

/** Every id must be one the company has, of the right kind, and every plan or cross-sell one of ours. */
export async function saveMappingsOf(deps: AppDeps, member: MemberContext, body: QuickbooksMappingsInput) {
  return saveMappingsFor(deps, member.organization.id, body);
}

export async function saveMappingsFor(deps: AppDeps, organizationId: number, body: QuickbooksMappingsInput) {
  await requireConnection(deps, organizationId);
  const chart = await deps.accounting.chart(await companyFor(deps, organizationId));
  const names = await planAndCrossSellNames(deps.db, organizationId);
  const errors: FieldErrors = {};
  const check = (field: string, value: string | null, choices: { id: string }[]) => {
    if (value !== null && !choices.some((choice) => choice.id === value)) errors[field] = [messages.notValid];
  };
  check('default_item_id', body.default_item_id, chart.items);
  check('tip_item_id', body.tip_item_id, chart.items);
  check('tax_code_id', body.tax_code_id, chart.tax_codes);
  check('deposit_account_id', body.deposit_account_id, chart.deposit_accounts);
  check('fee_expense_account_id', body.fee_expense_account_id, chart.expense_accounts);
  check('refund_account_id', body.refund_account_id, chart.income_accounts);
  body.items.forEach((item, index) => {
    check(`items.${index}.item_id`, item.item_id, chart.items);
    const ours = item.kind === 'service_plan' ? names.service_plans : names.cross_sells;
    if (!ours.some((row) => row.id === item.local_id)) errors[`items.${index}.local_id`] = [messages.notValid];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  await saveMappings(deps.db, organizationId, { ...body, updated_at: deps.clock.now() });
  return mappingsOf(deps, organizationId);
}

// ---------------------------------------------------------------- matching

const presentMatch = (row: MatchRow): CustomerMatchWire => ({
  client_id: row.id,
  client_kind: row.kind,
  client_name: row.name,
  client_email: row.email,
  status: row.status,
  method: row.method,
  quickbooks_customer: row.customer
    ? { id: row.customer.quickbooks_id, display_name: row.customer.display_name, email: row.customer.email }
    : null,
});

export async function listMatches(deps: AppDeps, member: MemberContext, query: CustomerMatchListQuery) {
  const organizationId = member.organization.id;
  await requireConnection(deps, organizationId);
  const filter = { search: query.search?.trim() || undefined, status: query.status };
  // One after the other: on the embedded database the two share its one connection anyway.
  const rows = await matchRows(deps.db, organizationId, filter, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const counts = await matchCounts(deps.db, organizationId, filter);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { data: rows.map(presentMatch), meta: { page: query.page, per_page: query.per_page, total }, counts };
}

export async function searchCustomers(deps: AppDeps, member: MemberContext, search: string | undefined) {
  await requireConnection(deps, member.organization.id);
  const rows = await searchQuickbooksCustomers(deps.db, member.organization.id, search || undefined);
  return { customers: rows.map(presentQuickbooksCustomer) };
}

const alreadyMatched = () =>
  validationFailed({ quickbooks_customer_id: ['This QuickBooks customer is already matched to another client'] });

/** Links a matched client at once, so the sync treats the QuickBooks customer as ours and never creates a twin. */
async function link(
  db: Db,
  organizationId: number,
  client: { kind: ClientKind; id: number },
  customer: { quickbooks_id: string; sync_token: string },
  now: Date,
) {
  await saveLink(db, organizationId, {
    entity: client.kind === 'commercial' ? 'commercial_customer' : 'customer',
    local_id: client.id,
    quickbooks_id: customer.quickbooks_id,
    sync_token: customer.sync_token,
    synced_at: now,
  });
}

export async function setMatch(
  deps: AppDeps,
  member: MemberContext,
  clientId: number,
  body: { client_kind: ClientKind; quickbooks_customer_id: string | null; create: boolean },
) {
  const organizationId = member.organization.id;
  const client = await ourClient(deps.db, organizationId, body.client_kind, clientId);
  if (!client) throw notFound('This client does not exist.');
  await requireConnection(deps, organizationId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await removeMatch(tx, organizationId, client.kind, client.id);
    if (body.quickbooks_customer_id) {
      const customer = await findQuickbooksCustomer(tx, organizationId, body.quickbooks_customer_id);
      if (!customer) throw validationFailed({ quickbooks_customer_id: [messages.notValid] });
      const taken = (await matchOfCustomer(tx, organizationId, customer.quickbooks_id)) !== null;
      if (taken) throw alreadyMatched();
      await saveMatch(tx, organizationId, {
        client_kind: client.kind,
        local_id: client.id,
        quickbooks_customer_id: customer.quickbooks_id,
        method: 'manual',
      });
      await link(tx, organizationId, client, customer, now);
    } else if (body.create)
      await saveMatch(tx, organizationId, {
        client_kind: client.kind,
        local_id: client.id,
        quickbooks_customer_id: null,
        method: 'create',
      });
  });
  const [row] = await matchRows(deps.db, organizationId, { client: { kind: client.kind, id: client.id } });
  return { match: presentMatch(row!) };
}

export async function acceptSuggestions(deps: AppDeps, member: MemberContext) {
  return acceptSuggestionsOf(deps, member.organization.id);
}

export async function acceptSuggestionsOf(deps: AppDeps, organizationId: number) {
  await requireConnection(deps, organizationId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const suggested = await matchRows(tx, organizationId, { status: 'suggested' });
    for (const row of suggested) {
      await saveMatch(tx, organizationId, {
        client_kind: row.kind,
        local_id: row.id,
        quickbooks_customer_id: row.customer!.quickbooks_id,
        method: row.method === 'email' ? 'email' : 'name',
      });
      await link(tx, organizationId, row, row.customer!, now);
    }
    return { accepted: suggested.length };
  });
}

/**
 * Ends matching: every client still unmatched will be created in QuickBooks. A suggestion left open stays open; the
 * sync links such a client to its suggested customer rather than create a twin.
 */
export async function completeMatching(deps: AppDeps, member: MemberContext) {
  return completeMatchingOf(deps, member.organization.id);
}

export async function completeMatchingOf(deps: AppDeps, organizationId: number) {
  await requireConnection(deps, organizationId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const row of await matchRows(tx, organizationId, { status: 'unmatched' }))
      await saveMatch(tx, organizationId, {
        client_kind: row.kind,
        local_id: row.id,
        quickbooks_customer_id: null,
        method: 'create',
      });
    await updateConnection(tx, organizationId, { matching_done_at: now, updated_at: now });
  });
  return statusOf(deps, organizationId);
}
