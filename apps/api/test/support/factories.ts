import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { effectivePermissions, TRIAL_PACKAGE, type RolePresetName } from '@employee-portal/core';
import type { Db } from '../../src/platform/db/client.ts';
import { organizations } from '../../src/platform/identity/organizations.table.ts';
import { memberships, users } from '../../src/platform/identity/users.table.ts';
import { accessTokens } from '../../src/platform/identity/auth.table.ts';
import { membershipActivePeriods } from '../../src/features/organization-subscription/organization-subscription.table.ts';
import { generateToken, hashPassword, hashToken } from '../../src/platform/auth/secrets.ts';
import { insertPresetRoles } from '../../src/features/roles/roles.repository.ts';
import { roles } from '../../src/platform/identity/roles.table.ts';

const DAY_MS = 86_400_000;
export const TEST_PASSWORD = 'correct horse 1';
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));
const unique = () => randomBytes(4).toString('hex');

export type AccessState = 'subscribed' | 'trial' | 'trial_expired' | 'subscription_expired';

export async function createOrganization(db: Db, options: { name?: string; access?: AccessState; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const access = options.access ?? 'subscribed';
  const plan = {
    subscribed: {
      pricing_plan_id: 1,
      subscription_package: 'Standard',
      end_subscription: new Date(now.getTime() + 20 * DAY_MS),
    },
    subscription_expired: {
      pricing_plan_id: 1,
      subscription_package: 'Standard',
      end_subscription: new Date(now.getTime() - DAY_MS),
    },
    trial: { subscription_package: TRIAL_PACKAGE, end_trial: new Date(now.getTime() + 10 * DAY_MS) },
    trial_expired: { subscription_package: TRIAL_PACKAGE, end_trial: new Date(now.getTime() - DAY_MS) },
  }[access];
  const [organization] = await db
    .insert(organizations)
    .values({ name: options.name ?? `Org ${unique()}`, ...plan })
    .returning();
  await insertPresetRoles(db, organization!.id);
  return organization!;
}

export interface CreateUserOptions {
  organizationId: number;
  role?: RolePresetName;
  permissions?: string[];
  email?: string;
  first_name?: string;
  phone?: string | null;
  twoFactor?: boolean;
  changePassword?: boolean;
  activeFrom?: Date;
}

export async function createUser(db: Db, options: CreateUserOptions) {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${unique()}@example.com`,
      password_hash: await testPasswordHash(),
      first_name: options.first_name ?? 'Test',
      last_name: `User ${unique()}`,
      phone: options.phone === undefined ? '3035550199' : options.phone,
      two_factor: options.twoFactor ?? false,
      change_password: options.changePassword ?? false,
      last_organization_id: options.organizationId,
    })
    .returning();
  await addMembership(db, user!.id, options.organizationId, options);
  return user!;
}

/**
 * A member on one of the organization's preset roles (Owner unless told). Explicit `permissions` without a role
 * give a member on no role holding exactly those, for tests about permission checks.
 */
export async function addMembership(
  db: Db,
  userId: number,
  organizationId: number,
  options: { role?: RolePresetName; permissions?: string[]; activeFrom?: Date } = {},
) {
  const roleName = options.role ?? (options.permissions ? null : 'Owner');
  const role = roleName ? await presetRole(db, organizationId, roleName) : null;
  const permissions = options.permissions ?? effectivePermissions(role, []);
  const [membership] = await db
    .insert(memberships)
    .values({
      user_id: userId,
      organization_id: organizationId,
      role_id: role?.id ?? null,
      extra_permissions: role
        ? permissions.filter((permission) => !role.permissions.includes(permission))
        : permissions,
      permissions,
    })
    .returning();
  await db.insert(membershipActivePeriods).values({
    organization_id: organizationId,
    membership_id: membership!.id,
    active_from: options.activeFrom ?? new Date('2020-01-01T00:00:00Z'),
  });
  return membership!;
}

/** A session token straight in the database, for tests that are not about logging in. */
export async function sessionTokenFor(db: Db, userId: number) {
  const token = generateToken();
  await db.insert(accessTokens).values({ user_id: userId, token_hash: hashToken(token), kind: 'session' });
  return token;
}

/** The organization's preset role of that name, seeding the presets for organizations made without this factory. */
export async function presetRole(db: Db, organizationId: number, name: RolePresetName) {
  const [found] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.organization_id, organizationId), eq(roles.name, name)));
  return found ?? (await insertPresetRoles(db, organizationId))[name];
}
