import {
  approvalSentence,
  describeChange,
  detailsOfRequest,
  pageOffset,
  type ChangeRequest,
  type ServiceFrequency,
  type ChangeRequestListQuery,
  type ClientLocationInput,
  type CreateChangeRequestInput,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import {
  addOnForRequest,
  cancelAllForClient,
  changeFrequencyForRequest,
  pauseForRequest,
} from '../subscriptions/index.ts';
import {
  findClientLocation,
  positionLocation,
  recordClientActivity,
  setClientStatus,
  updateClientLocation,
  type ClientScope,
} from '../clients/index.ts';
import { createNotification } from '../notifications/index.ts';
import {
  decidePendingRequest,
  findChangeRequest,
  findClientOf,
  findListedChangeRequest,
  insertChangeRequest,
  listChangeRequests,
  type ListedChangeRequest,
} from './change-requests.repository.ts';

type LocationRow = NonNullable<Awaited<ReturnType<typeof findClientLocation>>>;
type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientOf>>>;

/** The change in words: a pending request reads against the location as it stands now ('Dog count 2 → 3'). */
const summaryOf = (row: ListedChangeRequest) =>
  describeChange(row.request.kind, row.request.details, row.request.status === 'pending' ? row.location : null);

function present(row: ListedChangeRequest): ChangeRequest {
  const { request } = row;
  return {
    id: request.id,
    client: row.client,
    location: row.location
      ? { id: row.location.id, address_line1: row.location.address_line1, zip: row.location.zip }
      : null,
    kind: request.kind,
    details: request.details,
    summary: summaryOf(row),
    comment: request.client_comment,
    status: request.status,
    deny_reason: request.deny_reason,
    decided_by: row.decider ? `${row.decider.first_name} ${row.decider.last_name}` : null,
    decided_at: request.decided_at?.toISOString() ?? null,
    created_at: request.created_at.toISOString(),
  };
}

const scopeOf = (member: MemberContext): ClientScope => ({
  organization_id: member.organization.id,
  actor_user_id: member.user.id,
});

async function loadRequest(deps: AppDeps, member: MemberContext, id: number) {
  const row = await findListedChangeRequest(deps.db, { organization_id: member.organization.id, id });
  if (!row) throw notFound('Change request not found.');
  return row;
}

const alreadyDecided = (status: string) =>
  refusal(409, 'change_request_decided', `This change request has already been ${status}.`);
/** Someone else decided the request (or removed it with its client or location) since it was read. */
async function decidedMeanwhile(db: Db, organizationId: number, id: number) {
  const now = await findChangeRequest(db, { organization_id: organizationId, id });
  return now ? alreadyDecided(now.status) : notFound('Change request not found.');
}
const locationGone = () =>
  refusal(
    409,
    'change_request_location_missing',
    'The location of this change request no longer belongs to the client.',
  );

export async function changeRequestPage(deps: AppDeps, member: MemberContext, query: ChangeRequestListQuery) {
  const { rows, total } = await listChangeRequests(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(present), meta: { page: query.page, per_page: query.per_page, total } };
}

/**
 * A client asks for a change. There is no client portal yet, so this is a member route the office also uses to log a
 * request phoned in; the client portal will call the same service once clients can sign in.
 */
export async function createChangeRequest(deps: AppDeps, member: MemberContext, body: CreateChangeRequestInput) {
  const organizationId = member.organization.id;
  const { client_id, client_location_id, comment, details } = detailsOfRequest(body);
  const client = await findClientOf(deps.db, { organization_id: organizationId, id: client_id });
  if (!client) throw notFound('Client not found.');
  const location = client_location_id
    ? await findClientLocation(deps.db, { organization_id: organizationId, client_id, id: client_location_id })
    : null;
  if (client_location_id && !location) throw notFound('Location not found.');

  const { kind, ...stored } = details;
  const now = deps.clock.now();
  const { request, notification } = await deps.db.transaction(async (tx) => {
    const request = await insertChangeRequest(tx, {
      organization_id: organizationId,
      client_id,
      client_location_id,
      kind,
      details: stored,
      client_comment: comment,
      created_at: now,
    });
    const notification = await createNotification(
      tx,
      organizationId,
      {
        kind: 'change_request',
        title: `Change request: ${client.first_name} ${client.last_name}`,
        body: describeChange(kind, stored, location),
        about: { route: 'change_requests' },
      },
      now,
    );
    return { request, notification };
  });
  await notification.announce(deps);
  return { change_request: present(await loadRequest(deps, member, request.id)) };
}

/** The location as the client-writes helpers take it, with the requested address and no pin: it is re-geocoded. */
const relocated = (location: LocationRow, details: Record<string, unknown>): ClientLocationInput => ({
  name: location.name,
  address_line1: String(details.address_line1),
  address_line2: typeof details.address_line2 === 'string' ? details.address_line2 : null,
  city: String(details.city),
  state: String(details.state),
  zip: String(details.zip),
  lat: null,
  lng: null,
  pinned: false,
  gate_code: location.gate_code,
  dog_count: location.dog_count,
  dog_names: location.dog_names,
  unsafe_dog: location.unsafe_dog,
  notes_for_techs: location.notes_for_techs,
});

/**
 * Approves a request and applies it in the same transaction as the decision and the client's history entry: if the
 * change cannot be applied, the request stays pending. Address and dog count change the location; pause, frequency
 * and add-on change the client's running subscriptions (at the named location, or all); cancel deactivates the client
 * and cancels every subscription.
 */
export async function approveChangeRequest(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadRequest(deps, member, id);
  const { request } = row;
  if (request.status !== 'pending') throw alreadyDecided(request.status);
  const client = await findClientOf(deps.db, { organization_id: member.organization.id, id: request.client_id });
  if (!client) throw notFound('Client not found.');
  const alreadyGone = client.status === 'inactive';
  if (alreadyGone && request.kind !== 'cancel') {
    throw refusal(
      409,
      'client_inactive',
      `${client.first_name} ${client.last_name} is inactive: reactivate the client before approving this change.`,
    );
  }

  const scope = scopeOf(member);
  const sentence = approvalSentence(request.kind, request.details, row.location);
  const target = request.client_location_id
    ? { client_id: request.client_id, location_id: request.client_location_id }
    : null;
  // A live geocoder is a network round trip: ask it before the transaction opens.
  let newAddress: Awaited<ReturnType<typeof positionLocation>> | null = null;
  if (request.kind === 'address') {
    const location = target
      ? await findClientLocation(deps.db, {
          organization_id: scope.organization_id,
          client_id: target.client_id,
          id: target.location_id,
        })
      : null;
    if (!location) throw locationGone();
    newAddress = await positionLocation(deps, relocated(location, request.details));
  }

  const now = deps.clock.now();
  const subscriptionContext = {
    ...scope,
    client_id: request.client_id,
    client_location_id: request.client_location_id,
    today: organizationToday(member.organization, now),
    now,
  };
  await deps.db.transaction(async (tx) => {
    const decided = await decidePendingRequest(
      tx,
      { organization_id: scope.organization_id, id },
      { status: 'approved', deny_reason: null, decided_by_user_id: member.user.id, decided_at: now },
    );
    if (!decided) throw await decidedMeanwhile(tx, scope.organization_id, id);
    switch (request.kind) {
      case 'address': {
        if (!target || !newAddress) throw locationGone();
        const { address_line1, address_line2, city, state, zip, lat, lng, position_source } = newAddress;
        const values = { address_line1, address_line2, city, state, zip, lat, lng, position_source };
        if (!(await updateClientLocation(tx, scope, target, values, now, 'Address changed (change request)')))
          throw locationGone();
        break;
      }
      case 'dog_count': {
        if (!target) throw locationGone();
        const details = request.details as { dog_count: number; dog_names?: string[] };
        const values = { dog_count: details.dog_count, ...(details.dog_names ? { dog_names: details.dog_names } : {}) };
        if (!(await updateClientLocation(tx, scope, target, values, now, 'Dog count changed (change request)')))
          throw locationGone();
        break;
      }
      case 'cancel':
        // A client who is already inactive has nothing left to cancel: the approval only records the decision.
        await cancelAllForClient(tx, subscriptionContext, {
          reasonName: 'Client request',
          note: String(request.details.reason ?? 'Cancelled by the client'),
        });
        if (!alreadyGone)
          await setClientStatus(
            tx,
            scope,
            request.client_id,
            'inactive',
            String(request.details.reason ?? 'Cancelled by the client'),
            now,
          );
        break;
      case 'pause':
        await pauseForRequest(tx, subscriptionContext, request.details as { from: string; to: string });
        break;
      case 'frequency':
        await changeFrequencyForRequest(
          tx,
          subscriptionContext,
          (request.details as { frequency: ServiceFrequency }).frequency,
        );
        break;
      case 'add_on':
        await addOnForRequest(tx, subscriptionContext, String(request.details.name));
        break;
    }
    await recordClientActivity(tx, scope, {
      client_id: request.client_id,
      action: 'change_request_approved',
      summary: sentence,
      at: now,
    });
  });

  await notifyClient(
    deps,
    member,
    client,
    `${member.organization.name}: your change request was approved`,
    `Your change request was approved: ${describeChange(request.kind, request.details, null)}.`,
  );
  return { change_request: present(await loadRequest(deps, member, id)) };
}

export async function denyChangeRequest(deps: AppDeps, member: MemberContext, id: number, reason: string) {
  const row = await loadRequest(deps, member, id);
  const { request } = row;
  if (request.status !== 'pending') throw alreadyDecided(request.status);
  const scope = scopeOf(member);
  const change = describeChange(request.kind, request.details, null);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const decided = await decidePendingRequest(
      tx,
      { organization_id: scope.organization_id, id },
      { status: 'denied', deny_reason: reason, decided_by_user_id: member.user.id, decided_at: now },
    );
    if (!decided) throw await decidedMeanwhile(tx, scope.organization_id, id);
    await recordClientActivity(tx, scope, {
      client_id: request.client_id,
      action: 'change_request_denied',
      summary: `Denied change request (${change}): ${reason}`,
      at: now,
    });
  });
  const client = await findClientOf(deps.db, { organization_id: scope.organization_id, id: request.client_id });
  if (client)
    await notifyClient(
      deps,
      member,
      client,
      `${member.organization.name}: your change request was not approved`,
      `Your change request (${change}) was not approved: ${reason}`,
    );
  return { change_request: present(await loadRequest(deps, member, id)) };
}

/**
 * Tells the client through the provider once the decision is committed: e-mail when there is an address, SMS when
 * the client prefers it and has a phone. A provider failure must not undo a decision already stored.
 */
async function notifyClient(deps: AppDeps, member: MemberContext, client: ClientRow, subject: string, text: string) {
  const organization_id = member.organization.id;
  const sends: Promise<void>[] = [];
  if (client.email) sends.push(deps.mail.send({ to: client.email, subject, text, organization_id }));
  if ((client.preferred_channel === 'sms' || client.preferred_channel === 'both') && client.phone)
    sends.push(deps.sms.send({ to: client.phone, body: `${member.organization.name}: ${text}`, organization_id }));
  await Promise.allSettled(sends);
}
