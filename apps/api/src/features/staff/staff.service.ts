import type { z } from 'zod';
import {
  messages,
  pageOffset,
  type StaffExportQuery,
  type StaffListQuery,
  type staffPaySchema,
  type staffProfileSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import {
  countOtherMemberships,
  findStaff,
  listStaffPage,
  saveStaffProfile,
  updateUserProfile,
  type StaffDetailRow,
} from './staff.repository.ts';
import { presentDetail, presentMember } from './staff.present.ts';
import { assertCanManage } from './staff-rules.ts';
import { findUserByEmail } from '../../platform/identity/users.repository.ts';

export async function staffPage(deps: AppDeps, member: MemberContext, query: StaffListQuery) {
  const { rows, total } = await listStaffPage(deps.db, member.organization.id, query, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return { data: rows.map(presentMember), meta: { page: query.page, per_page: query.per_page, total } };
}

export async function staffCsv(deps: AppDeps, member: MemberContext, query: StaffExportQuery) {
  const { rows } = await listStaffPage(deps.db, member.organization.id, query, null);
  const records = rows
    .map(presentMember)
    .map((staff) => [
      staff.first_name,
      staff.last_name,
      staff.email,
      staff.phone ?? '',
      staff.role_name ?? '',
      staff.status,
      staff.created_at.slice(0, 10),
    ]);
  return toCsv(['First Name', 'Last Name', 'E-mail', 'Phone', 'Role', 'Status', 'Added'], records);
}

export async function loadStaff(db: Db, member: MemberContext, id: number): Promise<StaffDetailRow> {
  const row = await findStaff(db, { organization_id: member.organization.id, id });
  if (!row) throw notFound('Staff member not found.');
  return row;
}

/**
 * A person's own profile (name, picture, e-mail, phone) is one record shown by every organization they work for.
 * While they work only for this one, its staff managers keep it (a typo, a photo of a tech who never signs in);
 * once they also work for another, only they change it, and this organization changes only their membership (role,
 * pay, status, route addresses). Refusing only then, rather than always, keeps the single-office business working.
 */
export async function isProfileLocked(db: Db, member: MemberContext, row: StaffDetailRow) {
  if (row.user.id === member.user.id) return false;
  return (await countOtherMemberships(db, row.user.id, member.organization.id)) > 0;
}

export async function staffDetail(deps: AppDeps, member: MemberContext, id: number) {
  const row = await loadStaff(deps.db, member, id);
  return { staff: presentDetail(row, await isProfileLocked(deps.db, member, row)) };
}

/**
 * E-mail and phone are how a person signs in and gets login codes. Changing them for someone who also works
 * elsewhere, or who holds more than the editor, would hand over their account, so only they can do that then.
 */
async function assertMayChangeSignIn(
  deps: AppDeps,
  member: MemberContext,
  row: StaffDetailRow,
  field: 'email' | 'phone',
) {
  assertCanManage(member, row);
  if (await isProfileLocked(deps.db, member, row)) {
    throw validationFailed({
      [field]: [
        `This person also works for another organization, so only they can change their ${field === 'email' ? 'e-mail' : 'phone'}.`,
      ],
    });
  }
}

const OWN_EMAIL_CHANGE =
  'Change your own e-mail with Change Email in the account menu: the new address confirms it first.';

export async function updateStaffProfile(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof staffProfileSchema>,
) {
  const row = await loadStaff(deps.db, member, id);
  const phone = body.phone === undefined ? row.user.phone : body.phone;
  if (body.email !== row.user.email) {
    // One's own sign-in e-mail changes only once the new address confirms it (PUT /auth/change_email).
    if (row.user.id === member.user.id) throw validationFailed({ email: [OWN_EMAIL_CHANGE] });
    await assertMayChangeSignIn(deps, member, row, 'email');
    if (await findUserByEmail(deps.db, body.email)) throw validationFailed({ email: [messages.emailTaken] });
  }
  if (phone !== row.user.phone) await assertMayChangeSignIn(deps, member, row, 'phone');
  const renamed = (['first_name', 'last_name'] as const).filter((field) => body[field] !== row.user[field]);
  if (renamed.length && (await isProfileLocked(deps.db, member, row))) {
    throw validationFailed(Object.fromEntries(renamed.map((field) => [field, [messages.sharedProfileName]])));
  }

  const now = deps.clock.now();
  const keep = <K extends 'start_lat' | 'start_lng' | 'end_lat' | 'end_lng'>(key: K) =>
    body[key] === undefined ? (row.profile?.[key] ?? null) : body[key];
  try {
    await deps.db.transaction(async (tx) => {
      await updateUserProfile(tx, row.user.id, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone,
        updated_at: now,
      });
      await saveStaffProfile(tx, {
        membership_id: row.membership.id,
        organization_id: member.organization.id,
        start_address: body.start_address === undefined ? (row.profile?.start_address ?? null) : body.start_address,
        start_lat: keep('start_lat'),
        start_lng: keep('start_lng'),
        end_address: body.end_address === undefined ? (row.profile?.end_address ?? null) : body.end_address,
        end_lat: keep('end_lat'),
        end_lng: keep('end_lng'),
        updated_at: now,
      });
    });
  } catch (error) {
    // Someone else took the e-mail between the check and the write.
    if (isUniqueViolation(error)) throw validationFailed({ email: [messages.emailTaken] });
    throw error;
  }
  return staffDetail(deps, member, id);
}

export async function updateStaffPay(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof staffPaySchema>,
) {
  const row = await loadStaff(deps.db, member, id);
  await saveStaffProfile(deps.db, {
    membership_id: row.membership.id,
    organization_id: member.organization.id,
    ...body,
    updated_at: deps.clock.now(),
  });
  return staffDetail(deps, member, id);
}
