import { describe, expect, it } from 'vitest';
import { staffPaySchema, staffProfileSchema, staffPermissionsSchema } from './staff.schema.ts';
import { roleBodySchema } from './role.schema.ts';
import { avatarUploadSchema, acceptInvitationNewUserSchema, MAX_AVATAR_BYTES } from './invitation.schema.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const profile = { first_name: 'Tyler', last_name: 'Brooks', email: 'Tyler@Example.com' };

describe('staff profile', () => {
  it('keeps ten phone digits and clears a blank phone', () => {
    expect(staffProfileSchema.parse({ ...profile, phone: '(303) 555-0203' })).toMatchObject({
      phone: '3035550203',
      email: 'tyler@example.com',
    });
    expect(staffProfileSchema.parse({ ...profile, phone: '' }).phone).toBeNull();
    expect(staffProfileSchema.parse({ ...profile, start_address: '  ' }).start_address).toBeNull();
  });

  it("says 'Phone must contain 10 digits'", () => {
    expect(issues(staffProfileSchema.safeParse({ ...profile, phone: '555-1234' }))).toEqual({
      phone: 'Phone must contain 10 digits',
    });
    expect(issues(staffProfileSchema.safeParse({ ...profile, phone: 'call me' }))).toEqual({
      phone: 'Phone must contain 10 digits',
    });
  });

  it('requires names and a valid e-mail', () => {
    expect(issues(staffProfileSchema.safeParse({ first_name: ' ', last_name: 'B', email: 'nope' }))).toEqual({
      first_name: 'This field is required',
      email: 'E-mail must be valid',
    });
  });
});

describe('pay settings', () => {
  it("refuses negative rates with 'Cannot be negative' and fractions of a cent", () => {
    const result = staffPaySchema.safeParse({
      hourly_rate_cents: -1,
      per_job_rate_cents: 1.5,
      commission_bps: 10_001,
      mileage_rate_cents: '70',
    });
    expect(issues(result)).toEqual({
      hourly_rate_cents: 'Cannot be negative',
      per_job_rate_cents: 'Must be a whole number',
      commission_bps: 'Not valid',
      mileage_rate_cents: 'Must be a number',
    });
  });
});

describe('roles and permissions', () => {
  it('knows every permission name and drops repeats', () => {
    expect(
      staffPermissionsSchema.parse({ role_id: 3, extra_permissions: ['shifts', 'shifts', 'staff'] }).extra_permissions,
    ).toEqual(['shifts', 'staff']);
    expect(issues(staffPermissionsSchema.safeParse({ role_id: 3, extra_permissions: ['be_admin'] }))).toEqual({
      'extra_permissions.0': 'Not valid',
    });
  });

  it('needs a name and at least one permission for a role', () => {
    expect(issues(roleBodySchema.safeParse({ name: '', permissions: [] }))).toEqual({
      name: 'This field is required',
      permissions: 'Must be at least 1 items',
    });
  });
});

describe('invitations and avatars', () => {
  it('asks a new account for a matching password of 8 or more', () => {
    expect(
      issues(
        acceptInvitationNewUserSchema.safeParse({ token: 't', password: 'short', password_confirmation: 'other' }),
      ),
    ).toEqual({ password: 'At least 8 characters', password_confirmation: 'The passwords must match.' });
  });

  it('takes PNG, JPEG or WebP data URLs up to 2 MB', () => {
    expect(avatarUploadSchema.safeParse({ image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(issues(avatarUploadSchema.safeParse({ image: 'data:image/gif;base64,R0lGOD' }))).toEqual({
      image: 'The image must be a PNG, JPEG or WebP picture',
    });
    const tooLarge = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_AVATAR_BYTES + 3) / 3) * 4)}`;
    expect(issues(avatarUploadSchema.safeParse({ image: tooLarge }))).toEqual({
      image: 'The image must be 2 MB or smaller',
    });
  });
});
