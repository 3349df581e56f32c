/**
 * The technician's day (issue 14): their own stops today in route order, shown as the field-tech app settings say,
 * and the route reordered by the tech when the organization allows it.
 */
import type { FieldTechAppSettings, MyRouteBody, MyRouteResponse, TechStopWire } from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { photoWire } from '../../platform/http/job-photo-links.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { activeCrossSells } from '../cross-sells/index.ts';
import { announceJobChanges, todayFor } from './job-access.ts';
import { readFieldTechAppSettings, writeFieldTechAppSettings } from './job-settings.repository.ts';
import { listJobs, lockJobs, updateJob } from './jobs.repository.ts';
import { clientPhones, photosOfJobs } from './tech-day.repository.ts';

/** One tech's day is a few dozen stops; the cap only keeps a mistake from answering thousands. */
const MAX_STOPS = 500;

const crossSellWire = (
  item: { id: number; name: string; price_cents: number },
  kind: 'residential' | 'commercial',
  settings: FieldTechAppSettings,
) => ({ id: item.id, name: item.name, kind, price_cents: settings.show_prices ? item.price_cents : null });

export async function myRoute(deps: AppDeps, member: MemberContext): Promise<MyRouteResponse> {
  const organizationId = member.organization.id;
  const today = todayFor(deps, member);
  const settings = await readFieldTechAppSettings(deps.db, organizationId);
  const { jobs } = await listJobs(
    deps.db,
    organizationId,
    { from: today, to: today, assigned_user_id: member.user.id },
    MAX_STOPS,
  );
  const [phones, photos, residential, commercial] = await Promise.all([
    settings.show_client_phone
      ? clientPhones(deps.db, organizationId, [...new Set(jobs.flatMap((job) => job.client_id ?? []))])
      : new Map<number, string | null>(),
    photosOfJobs(
      deps.db,
      organizationId,
      jobs.map((job) => job.id),
    ),
    activeCrossSells(deps.db, organizationId, 'residential'),
    activeCrossSells(deps.db, organizationId, 'commercial'),
  ]);
  const stops: TechStopWire[] = jobs.map((job) => ({
    ...job,
    price_cents: settings.show_prices ? job.price_cents : null,
    office_notes: settings.show_office_notes ? job.office_notes : null,
    client_phone: job.client_id ? (phones.get(job.client_id) ?? null) : null,
    photos: photos.filter((photo) => photo.job_id === job.id).map((photo) => photoWire(deps, photo)),
  }));
  return {
    service_date: today,
    settings,
    stops,
    cross_sells: [
      ...residential.map((item) => crossSellWire(item, 'residential', settings)),
      ...commercial.map((item) => crossSellWire(item, 'commercial', settings)),
    ],
  };
}

/**
 * The tech puts their own stops today in the order they will drive them. Every one of today's stops is named, so
 * two phones reordering at once cannot leave two stops on one position.
 */
export async function arrangeMyRoute(deps: AppDeps, member: MemberContext, body: MyRouteBody) {
  const organizationId = member.organization.id;
  const settings = await readFieldTechAppSettings(deps.db, organizationId);
  if (!settings.techs_may_reorder_route)
    throw refusal(403, 'route_locked', 'Your organization does not let technicians reorder their route.');
  const today = todayFor(deps, member);
  const ids = body.job_ids;
  if (new Set(ids).size !== ids.length) throw validationFailed({ job_ids: ['A stop is named twice'] });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { jobs } = await listJobs(
      tx,
      organizationId,
      { from: today, to: today, assigned_user_id: member.user.id },
      MAX_STOPS,
    );
    const own = new Set(jobs.map((job) => job.id));
    if (ids.length !== own.size || ids.some((id) => !own.has(id)))
      throw validationFailed({ job_ids: ["Name each of today's stops once"] });
    await lockJobs(tx, organizationId, ids);
    for (const [index, id] of ids.entries())
      await updateJob(tx, { organization_id: organizationId, id }, { route_position: index + 1, updated_at: now });
  });
  await announceJobChanges(deps, organizationId, [today]);
  return myRoute(deps, member);
}

export async function fieldTechAppSettings(deps: AppDeps, member: MemberContext) {
  return { field_tech_app_settings: await readFieldTechAppSettings(deps.db, member.organization.id) };
}

export async function saveFieldTechAppSettings(deps: AppDeps, member: MemberContext, body: FieldTechAppSettings) {
  await deps.db.transaction((tx) => writeFieldTechAppSettings(tx, member.organization.id, body));
  return fieldTechAppSettings(deps, member);
}
