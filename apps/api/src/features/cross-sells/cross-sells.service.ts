import type { z } from 'zod';
import type { CrossSellWire, crossSellSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  buyersOf,
  deleteCrossSell,
  findCrossSell,
  insertCrossSell,
  listCrossSells,
  nameTaken,
  updateCrossSell,
  type CrossSellRow,
} from './cross-sells.repository.ts';

export type CrossSellKind = 'residential' | 'commercial';
type Body = z.output<typeof crossSellSchema>;

export const CROSS_SELL_NAME_TAKEN = 'A cross-sell with this name already exists';

const present = (row: CrossSellRow): CrossSellWire => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  price_cents: row.price_cents,
  frequency: row.frequency,
  is_active: row.is_active,
  buyers: row.buyers,
  in_use: row.in_use,
  created_at: row.created_at.toISOString(),
});

const scopeOf = (member: MemberContext, kind: CrossSellKind, id: number) => ({
  organization_id: member.organization.id,
  kind,
  id,
});

export async function crossSellList(deps: AppDeps, member: MemberContext, kind: CrossSellKind) {
  return { cross_sells: (await listCrossSells(deps.db, member.organization.id, kind)).map(present) };
}

async function crossSellOrNotFound(deps: AppDeps, member: MemberContext, kind: CrossSellKind, id: number) {
  const row = await findCrossSell(deps.db, scopeOf(member, kind, id));
  if (!row) throw notFound('This cross-sell does not exist.');
  return row;
}

export async function showCrossSell(deps: AppDeps, member: MemberContext, kind: CrossSellKind, id: number) {
  const row = await crossSellOrNotFound(deps, member, kind, id);
  const buyers = await buyersOf(deps.db, scopeOf(member, kind, id));
  return { cross_sell: present(row), buyers };
}

export async function createCrossSell(deps: AppDeps, member: MemberContext, kind: CrossSellKind, body: Body) {
  if (await nameTaken(deps.db, member.organization.id, kind, body.name, null))
    throw validationFailed({ name: [CROSS_SELL_NAME_TAKEN] });
  const id = await insertCrossSell(deps.db, member.organization.id, kind, body, deps.clock.now());
  return showCrossSell(deps, member, kind, id);
}

/** Subscriptions keep the price they were sold at; a new price applies to new sales. */
export async function editCrossSell(deps: AppDeps, member: MemberContext, kind: CrossSellKind, id: number, body: Body) {
  await crossSellOrNotFound(deps, member, kind, id);
  if (await nameTaken(deps.db, member.organization.id, kind, body.name, id))
    throw validationFailed({ name: [CROSS_SELL_NAME_TAKEN] });
  await updateCrossSell(deps.db, scopeOf(member, kind, id), body, deps.clock.now());
  return showCrossSell(deps, member, kind, id);
}

export async function removeCrossSell(deps: AppDeps, member: MemberContext, kind: CrossSellKind, id: number) {
  const row = await crossSellOrNotFound(deps, member, kind, id);
  if (row.in_use)
    throw refusal(
      409,
      'cross_sell_in_use',
      'Subscriptions include this cross-sell: make it inactive instead of deleting it.',
    );
  await deleteCrossSell(deps.db, scopeOf(member, kind, id));
  return { message: 'The cross-sell was deleted.' };
}
