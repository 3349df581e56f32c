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
import { companyFor, requireConnection, statusOf } from './quickbooks-connection.service.ts';
import {
  type QuickbooksCustomerRow,
  findMappings,
  findQuickbooksCustomer,
  lowerEmail,
  matchesOf,
  nameKey,
  quickbooksCustomersOf,
  removeMatch,
  saveLink,
  saveMappings,
  saveMatch,
  searchQuickbooksCustomers,
  updateConnection,
} from './quickbooks.repository.ts';
import { type OurClient, ourClient, ourClients, planAndCrossSellNames } from './quickbooks-records.repository.ts';
import type { ClientKind } from './quickbooks.table.ts';
import { presentQuickbooksCustomer } from './quickbooks.present.ts';

export async function chartOf(deps: AppDeps, member: MemberContext) {
  await requireConnection(deps, member.organization.id);
  return deps.accounting.chart(await companyFor(deps, member.organization.id));
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

interface MatchView {
  client: OurClient;
  status: CustomerMatchWire['status'];
  method: CustomerMatchWire['method'];
  customer: QuickbooksCustomerRow | null;
}

const clientKey = (kind: ClientKind, id: number) => `${kind}:${id}`;

/**
 * Each client beside its decision, or a suggestion: the same e-mail first, then the same normalised name, each
 * QuickBooks customer proposed to one client only and never one already linked.
 */
async function matchViews(db: Db, organizationId: number): Promise<MatchView[]> {
  // One after the other: inside a transaction the queries share one connection.
  const clients = await ourClients(db, organizationId);
  const customers = await quickbooksCustomersOf(db, organizationId);
  const decisions = await matchesOf(db, organizationId);
  const byId = new Map(customers.map((customer) => [customer.quickbooks_id, customer]));
  const decided = new Map(decisions.map((row) => [clientKey(row.client_kind, row.local_id), row]));
  const taken = new Set(decisions.flatMap((row) => (row.quickbooks_customer_id ? [row.quickbooks_customer_id] : [])));
  const index = (key: (customer: QuickbooksCustomerRow) => string | null) => {
    const map = new Map<string, QuickbooksCustomerRow[]>();
    for (const customer of customers) {
      const value = key(customer);
      if (value) map.set(value, [...(map.get(value) ?? []), customer]);
    }
    return map;
  };
  const byEmail = index((customer) => lowerEmail(customer.email));
  const byName = index((customer) => customer.name_key || null);
  const firstFree = (candidates: QuickbooksCustomerRow[] | undefined) =>
    candidates?.find((candidate) => !taken.has(candidate.quickbooks_id)) ?? null;

  const decidedViews = new Map<string, MatchView>();
  for (const client of clients) {
    const decision = decided.get(clientKey(client.kind, client.id));
    if (!decision) continue;
    decidedViews.set(clientKey(client.kind, client.id), {
      client,
      status: decision.quickbooks_customer_id ? 'matched' : 'create',
      method: decision.method,
      customer: decision.quickbooks_customer_id ? (byId.get(decision.quickbooks_customer_id) ?? null) : null,
    });
  }
  // E-mail suggestions go out before any name suggestion, so a name never takes the customer an e-mail points at.
  const suggested = new Map<string, MatchView>();
  for (const [method, lookup] of [
    ['email', (client: OurClient) => byEmail.get(lowerEmail(client.email) ?? '')],
    ['name', (client: OurClient) => byName.get(nameKey(client.name))],
  ] as const) {
    for (const client of clients) {
      const key = clientKey(client.kind, client.id);
      if (decidedViews.has(key) || suggested.has(key)) continue;
      const customer = firstFree(lookup(client));
      if (!customer) continue;
      taken.add(customer.quickbooks_id);
      suggested.set(key, { client, status: 'suggested', method, customer });
    }
  }
  return clients.map(
    (client) =>
      decidedViews.get(clientKey(client.kind, client.id)) ??
      suggested.get(clientKey(client.kind, client.id)) ?? { client, status: 'unmatched', method: null, customer: null },
  );
}

const presentMatch = (view: MatchView): CustomerMatchWire => ({
  client_id: view.client.id,
  client_kind: view.client.kind,
  client_name: view.client.name,
  client_email: view.client.email,
  status: view.status,
  method: view.method,
  quickbooks_customer: view.customer ? presentQuickbooksCustomer(view.customer) : null,
});

export async function listMatches(deps: AppDeps, member: MemberContext, query: CustomerMatchListQuery) {
  const organizationId = member.organization.id;
  await requireConnection(deps, organizationId);
  const search = query.search?.toLowerCase();
  const views = (await matchViews(deps.db, organizationId)).filter(
    (view) =>
      !search ||
      view.client.name.toLowerCase().includes(search) ||
      (view.client.email ?? '').toLowerCase().includes(search),
  );
  const counts = { unmatched: 0, suggested: 0, matched: 0, create: 0 };
  for (const view of views) counts[view.status] += 1;
  const shown = query.status ? views.filter((view) => view.status === query.status) : views;
  const offset = pageOffset(query);
  return {
    data: shown.slice(offset, offset + query.per_page).map(presentMatch),
    meta: { page: query.page, per_page: query.per_page, total: shown.length },
    counts,
  };
}

export async function searchCustomers(deps: AppDeps, member: MemberContext, search: string | undefined) {
  await requireConnection(deps, member.organization.id);
  const rows = await searchQuickbooksCustomers(deps.db, member.organization.id, search || undefined);
  return { customers: rows.map(presentQuickbooksCustomer) };
}

const alreadyMatched = () =>
  validationFailed({ quickbooks_customer_id: ['This QuickBooks customer is already matched to another client'] });

/** Links a matched client at once, so the sync treats the QuickBooks customer as ours and never creates a twin. */
async function link(db: Db, organizationId: number, client: OurClient, customer: QuickbooksCustomerRow, now: Date) {
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
      const taken = (await matchesOf(tx, organizationId)).some(
        (row) => row.quickbooks_customer_id === customer.quickbooks_id,
      );
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
  const view = (await matchViews(deps.db, organizationId)).find(
    (row) => row.client.kind === client.kind && row.client.id === client.id,
  )!;
  return { match: presentMatch(view) };
}

export async function acceptSuggestions(deps: AppDeps, member: MemberContext) {
  return acceptSuggestionsOf(deps, member.organization.id);
}

export async function acceptSuggestionsOf(deps: AppDeps, organizationId: number) {
  await requireConnection(deps, organizationId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const views = (await matchViews(tx, organizationId)).filter((view) => view.status === 'suggested');
    for (const view of views) {
      await saveMatch(tx, organizationId, {
        client_kind: view.client.kind,
        local_id: view.client.id,
        quickbooks_customer_id: view.customer!.quickbooks_id,
        method: view.method === 'email' ? 'email' : 'name',
      });
      await link(tx, organizationId, view.client, view.customer!, now);
    }
    return { accepted: views.length };
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
    for (const view of await matchViews(tx, organizationId))
      if (view.status === 'unmatched')
        await saveMatch(tx, organizationId, {
          client_kind: view.client.kind,
          local_id: view.client.id,
          quickbooks_customer_id: null,
          method: 'create',
        });
    await updateConnection(tx, organizationId, { matching_done_at: now, updated_at: now });
  });
  return statusOf(deps, organizationId);
}
