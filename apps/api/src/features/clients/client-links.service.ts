/** /link_clients: find records of one household, link them to one payer (they share its billing contact), unlink. */
import { pageOffset } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { recordClientActivity } from './client-writes.ts';
import { clientsByIds, countMembersOf, householdsPage, linkCandidateGroups } from './client-links.repository.ts';
import { findClient, updateClient, type ClientRow } from './clients.repository.ts';
import { clientAnswer, loadClient, scopeOf } from './clients.service.ts';

type Page = { page: number; per_page: number };
const fullName = (client: Pick<ClientRow, 'first_name' | 'last_name'>) => `${client.first_name} ${client.last_name}`;

export async function linkCandidates(deps: AppDeps, member: MemberContext, query: Page) {
  const organizationId = member.organization.id;
  const { groups, total } = await linkCandidateGroups(deps.db, organizationId, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const people = new Map(
    (await clientsByIds(deps.db, organizationId, [...new Set(groups.flatMap((group) => group.ids))])).map((client) => [
      client.id,
      client,
    ]),
  );
  const data = groups.map((group) => ({
    reason: group.reason,
    value: group.value,
    clients: group.ids.map((id) => people.get(id)).filter((client) => client !== undefined),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

export async function households(deps: AppDeps, member: MemberContext, query: Page & { search?: string }) {
  const { payers, linked, total } = await householdsPage(deps.db, member.organization.id, query.search, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  const strip = <T extends { status: unknown; billing_client_id: unknown }>({
    status: _status,
    billing_client_id: _payer,
    ...rest
  }: T) => rest;
  const data = payers.map((payer) => ({
    payer: strip(payer),
    members: linked.filter((client) => client.billing_client_id === payer.id).map(strip),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

export async function linkClient(deps: AppDeps, member: MemberContext, id: number, billingClientId: number) {
  const client = await loadClient(deps.db, member, id);
  const chosen = await loadClient(deps.db, member, billingClientId);
  // A household has one payer: linking to a member means linking to the member's payer.
  const payer = chosen.billing_client_id
    ? ((await findClient(deps.db, { organization_id: member.organization.id, id: chosen.billing_client_id })) ?? chosen)
    : chosen;
  if (payer.id === client.id) throw validationFailed({ billing_client_id: ['A client cannot pay for itself.'] });
  if ((await countMembersOf(deps.db, member.organization.id, client.id)) > 0) {
    throw refusal(409, 'client_is_payer', 'This client pays for other clients: unlink them first.');
  }
  if (client.billing_client_id === payer.id) return clientAnswer(deps.db, client);
  const now = deps.clock.now();
  const scope = scopeOf(member);
  const after = await deps.db.transaction(async (tx) => {
    const row = await updateClient(tx, member.organization.id, client.id, {
      billing_client_id: payer.id,
      updated_at: now,
    });
    const changes = [{ field: 'billing_client_id', from: client.billing_client_id, to: payer.id }];
    await recordClientActivity(tx, scope, {
      client_id: client.id,
      action: 'linked',
      summary: `Linked to payer ${fullName(payer)}`,
      changes,
      at: now,
    });
    await recordClientActivity(tx, scope, {
      client_id: payer.id,
      action: 'linked',
      summary: `Now pays for ${fullName(client)}`,
      at: now,
    });
    return row;
  });
  return clientAnswer(deps.db, after);
}

export async function unlinkClient(deps: AppDeps, member: MemberContext, id: number) {
  const client = await loadClient(deps.db, member, id);
  if (!client.billing_client_id) throw refusal(409, 'not_linked', 'This client is not linked to a payer.');
  const payer = await findClient(deps.db, { organization_id: member.organization.id, id: client.billing_client_id });
  const now = deps.clock.now();
  const scope = scopeOf(member);
  const after = await deps.db.transaction(async (tx) => {
    const row = await updateClient(tx, member.organization.id, client.id, { billing_client_id: null, updated_at: now });
    const changes = [{ field: 'billing_client_id', from: client.billing_client_id, to: null }];
    await recordClientActivity(tx, scope, {
      client_id: client.id,
      action: 'unlinked',
      summary: `Unlinked from payer ${payer ? fullName(payer) : ''}`.trim(),
      changes,
      at: now,
    });
    if (payer)
      await recordClientActivity(tx, scope, {
        client_id: payer.id,
        action: 'unlinked',
        summary: `No longer pays for ${fullName(client)}`,
        at: now,
      });
    return row;
  });
  return clientAnswer(deps.db, after);
}
