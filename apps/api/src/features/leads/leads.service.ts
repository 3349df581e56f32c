import type { z } from 'zod';
import {
  messages,
  pageOffset,
  type createClientSchema,
  type LeadDetail,
  type LeadListQuery,
  type LeadPrefill,
  type LeadRow,
  type leadStatusChangeSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  insertClientWithLocations,
  positionLocation,
  recordClientActivity,
  type ClientScope,
} from '../clients/index.ts';
import { servedZips, workAreasServingZip } from '../work-areas/index.ts';
import {
  clientWithEmailExists,
  findClientName,
  findLead,
  listLeadPage,
  markLeadWon,
  otherSubmissions,
  setLeadStatus,
  type LeadRecord,
} from './leads.repository.ts';
import { claimIdempotencyKey } from '../../platform/http/idempotency.ts';

const presentRow = (lead: LeadRecord): LeadRow => ({
  id: lead.id,
  first_name: lead.first_name,
  last_name: lead.last_name,
  email: lead.email,
  phone: lead.phone,
  zip: lead.zip,
  out_of_area: lead.out_of_area,
  status: lead.status,
  lost_reason: lead.lost_reason,
  created_at: lead.created_at.toISOString(),
  converted_client_id: lead.converted_client_id,
});

const alreadyConverted = () => refusal(409, 'lead_already_converted', 'This lead is already converted to a client.');

export async function leadPage(deps: AppDeps, member: MemberContext, query: LeadListQuery) {
  const { rows, total } = await listLeadPage(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(presentRow), meta: { page: query.page, per_page: query.per_page, total } };
}

async function loadLead(deps: AppDeps, member: MemberContext, id: number) {
  const lead = await findLead(deps.db, { organization_id: member.organization.id, id });
  if (!lead) throw notFound('Lead not found.');
  return lead;
}

export async function leadDetail(deps: AppDeps, member: MemberContext, id: number): Promise<{ lead: LeadDetail }> {
  const lead = await loadLead(deps, member, id);
  const organization_id = member.organization.id;
  const [others, areas, convertedClient] = await Promise.all([
    otherSubmissions(deps.db, lead),
    workAreasServingZip(deps.db, organization_id, lead.zip),
    lead.converted_client_id ? findClientName(deps.db, { organization_id, id: lead.converted_client_id }) : null,
  ]);
  return {
    lead: {
      ...presentRow(lead),
      address_line1: lead.address_line1,
      city: lead.city,
      state: lead.state,
      dog_count: lead.dog_count,
      notes: lead.notes,
      answers: lead.answers,
      referral_source: lead.referral_source,
      status_changed_at: lead.status_changed_at?.toISOString() ?? null,
      other_submissions: others.map((other) => ({
        id: other.id,
        created_at: other.created_at.toISOString(),
        status: other.status,
      })),
      served: areas.length > 0,
      converted_client: convertedClient,
    },
  };
}

/** The client form as the lead fills it: the office only corrects, never retypes (issue 6 point 8). */
export async function leadPrefill(deps: AppDeps, member: MemberContext, id: number): Promise<LeadPrefill> {
  const lead = await loadLead(deps, member, id);
  const place = !lead.city || !lead.state ? await deps.geocoder.lookupZip(lead.zip).catch(() => null) : null;
  return {
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone: lead.phone,
    referral_source: lead.referral_source,
    locations: [
      {
        address_line1: lead.address_line1 ?? '',
        city: lead.city || place?.city || '',
        state: lead.state || place?.state || '',
        zip: lead.zip,
        dog_count: lead.dog_count ?? 0,
        notes_for_techs: lead.notes,
      },
    ],
  };
}

export async function changeLeadStatus(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof leadStatusChangeSchema>,
) {
  const lead = await loadLead(deps, member, id);
  if (lead.status === 'won') throw alreadyConverted();
  const changed = await setLeadStatus(
    deps.db,
    { organization_id: member.organization.id, id },
    {
      status: body.status,
      lost_reason: body.status === 'lost' ? body.lost_reason : null,
      status_changed_at: deps.clock.now(),
    },
  );
  // Converted between the read and the write.
  if (!changed) throw alreadyConverted();
  return leadDetail(deps, member, id);
}

/**
 * Lead to client in one step: the client, its locations, the lead marked won and the history entry commit together
 * or not at all. The geocoder runs before the transaction: a live geocoder is a network round trip.
 */
export async function convertLead(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof createClientSchema>,
) {
  const lead = await loadLead(deps, member, id);
  if (lead.status === 'won') throw alreadyConverted();
  const organization_id = member.organization.id;
  if (await clientWithEmailExists(deps.db, organization_id, body.email))
    throw validationFailed({ email: [messages.emailTaken] });

  const { locations, ...contact } = body;
  const positioned = await Promise.all(locations.map((location) => positionLocation(deps, location)));
  const served = await servedZips(
    deps.db,
    organization_id,
    locations.map((location) => location.zip),
  );
  const scope: ClientScope = { organization_id, actor_user_id: member.user.id };
  const now = deps.clock.now();

  const client = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, now);
    const stored = await insertClientWithLocations(
      tx,
      scope,
      { ...contact, client_registration_id: lead.id },
      positioned,
      now,
    );
    if (!(await markLeadWon(tx, { organization_id, id }, stored.client.id, now))) throw alreadyConverted();
    await recordClientActivity(tx, scope, {
      client_id: stored.client.id,
      action: 'converted_from_lead',
      summary: `Converted from the lead of ${lead.created_at.toISOString().slice(0, 10)} (#${lead.id})`,
      at: now,
    });
    return stored.client;
  });

  const warnings: Record<string, string[]> = {};
  locations.forEach((location, index) => {
    if (!served.has(location.zip)) warnings[String(index)] = [messages.noServiceArea];
  });
  return { client: { id: client.id }, warnings: { locations: warnings } };
}
