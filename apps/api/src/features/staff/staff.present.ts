import { noPay, type StaffDetail, type StaffMember } from '@employee-portal/core';
import type { StaffDetailRow, StaffRow } from './staff.repository.ts';

export function presentMember(row: StaffRow): StaffMember {
  const { membership, user, role } = row;
  return {
    id: membership.id,
    user_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    phone: user.phone,
    avatar_url: user.avatar_url,
    role_id: role?.id ?? null,
    role_name: role?.name ?? null,
    is_owner: role?.is_owner ?? false,
    status: membership.status,
    created_at: membership.created_at.toISOString(),
  };
}

export function presentDetail(row: StaffDetailRow, profileLocked: boolean): StaffDetail {
  const profile = row.profile;
  return {
    ...presentMember(row),
    extra_permissions: row.membership.extra_permissions,
    // What the session checks, read from the same column.
    permissions: [...row.membership.permissions].sort(),
    pay: profile
      ? {
          hourly_rate_cents: profile.hourly_rate_cents,
          per_job_rate_cents: profile.per_job_rate_cents,
          commission_bps: profile.commission_bps,
          mileage_rate_cents: profile.mileage_rate_cents,
          per_dog_rate_cents: profile.per_dog_rate_cents,
          per_yard_rate_cents: profile.per_yard_rate_cents,
          salary_cents_per_year: profile.salary_cents_per_year,
          gusto_employee_id: profile.gusto_employee_id,
          adp_file_number: profile.adp_file_number,
        }
      : {
          ...noPay,
          per_dog_rate_cents: 0,
          per_yard_rate_cents: 0,
          salary_cents_per_year: 0,
          gusto_employee_id: null,
          adp_file_number: null,
        },
    start_address: profile?.start_address ?? null,
    start_lat: profile?.start_lat ?? null,
    start_lng: profile?.start_lng ?? null,
    end_address: profile?.end_address ?? null,
    end_lat: profile?.end_lat ?? null,
    end_lng: profile?.end_lng ?? null,
    invitation:
      row.membership.status === 'invited' && row.invitation
        ? { sent_at: row.invitation.sent_at.toISOString(), expires_at: row.invitation.expires_at.toISOString() }
        : null,
    profile_locked: profileLocked,
  };
}
