/**
 * /settings/open_api (issue 20): API keys that call the same API as the web, acting in their organization with
 * exactly their scopes. A key is made of a visible prefix and a 256-bit secret; only the SHA-256 of the whole key is
 * stored, so the key is shown once, when made.
 */
import { randomBytes } from 'node:crypto';
import {
  API_KEY_MARK,
  hasPermission,
  isKeyScope,
  messages,
  type CreateApiKey,
  type Permission,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ApiKeyResolver, MemberContext } from '../../platform/auth/authenticate.ts';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import { lastUseIsStale } from '../../platform/auth/session.repository.ts';
import { forbidden, notFound, validationFailed } from '../../platform/http/errors.ts';
import { recordHit, refuseOverLimit } from '../../platform/http/rate-limiter.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import {
  findApiKey,
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  stampApiKeyUse,
} from './api-keys.repository.ts';
import { presentApiKey } from './api-keys.present.ts';

/** Failed keys one address may present per rate-limit window before it is refused with 429. */
export const FAILED_KEYS_PER_ADDRESS = 20;

const PREFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newPrefix() {
  // 248 is the largest multiple of 62 below 256: rejecting the rest keeps every character equally likely.
  const characters: string[] = [];
  while (characters.length < 8) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && characters.length < 8) characters.push(PREFIX_ALPHABET[byte % 62] as string);
    }
  }
  return `${API_KEY_MARK}${characters.join('')}`;
}

const orgOf = (member: MemberContext) => member.organization.id;

/** Stores a new key and answers it whole, the one time it is known; the checks are the caller's. */
export async function issueApiKey(
  db: Db,
  organizationId: number,
  key: { created_by_user_id: number; name: string; scopes: Permission[]; created_at: Date; expires_at: Date | null },
) {
  const prefix = newPrefix();
  const secret = `${prefix}_${generateToken()}`;
  const id = await insertApiKey(db, organizationId, { ...key, prefix, key_hash: hashToken(secret) });
  return { id, secret };
}

export async function apiKeysPage(deps: AppDeps, member: MemberContext) {
  const now = deps.clock.now();
  const rows = await listApiKeys(deps.db, orgOf(member));
  return {
    api_keys: rows.map((row) => presentApiKey(row, now)),
    openapi_url: publicLink(deps.config, '/api/openapi.json'),
    api_base_url: publicLink(deps.config, '/api'),
  };
}

/** The last moment a key that expires on `day` still works: the end of that day, UTC. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

export async function createApiKey(deps: AppDeps, member: MemberContext, body: CreateApiKey) {
  const now = deps.clock.now();
  const notHeld = body.scopes.filter((scope) => !hasPermission(member.membership.permissions, scope));
  if (notHeld.length) {
    throw validationFailed({ scopes: [`You cannot give a key permissions you do not hold: ${notHeld.join(', ')}.`] });
  }
  const expiresAt = body.expires_on ? endOfDay(body.expires_on) : null;
  if (expiresAt && expiresAt <= now) throw validationFailed({ expires_on: [messages.notValid] });

  const { id, secret } = await issueApiKey(deps.db, orgOf(member), {
    created_by_user_id: member.user.id,
    name: body.name,
    scopes: body.scopes as Permission[],
    created_at: now,
    expires_at: expiresAt,
  });
  const row = await findApiKey(deps.db, orgOf(member), id);
  if (!row) throw new Error('api key not found after insert');
  return { api_key: presentApiKey(row, now), secret };
}

export async function revokeKey(deps: AppDeps, member: MemberContext, id: number) {
  const now = deps.clock.now();
  const found = await findApiKey(deps.db, orgOf(member), id);
  if (!found) throw notFound('This API key does not exist.');
  await revokeApiKey(deps.db, orgOf(member), id, now);
  const row = await findApiKey(deps.db, orgOf(member), id);
  if (!row) throw notFound('This API key does not exist.');
  return { api_key: presentApiKey(row, now) };
}

/**
 * Platform's authentication calls this for a bearer shaped like a key. Failed keys count against the address like
 * failed passwords; the count is read before and written after the lookup, so a request with a good key writes
 * nothing but its last-use stamp (at most once a minute). A burst of parallel guesses may pass the limit by the
 * burst's size, which cannot matter against 256 random bits: the limit is there to stop a scanner, not a guess.
 */
export function apiKeyResolver(deps: AppDeps): ApiKeyResolver {
  return async (key, { ip, requestedOrganizationId }) => {
    const now = deps.clock.now();
    const limit = {
      key: `api_key_failures:ip:${ip}`,
      limit: FAILED_KEYS_PER_ADDRESS,
      windowSeconds: deps.config.rateLimits.windowSeconds,
    };
    await refuseOverLimit(deps.db, limit, now);
    const found = await findLiveApiKey(deps.db, hashToken(key), now);
    if (!found) {
      await recordHit(deps.db, limit, now);
      return null;
    }
    const { key: row, user, membership, organization } = found;
    if (requestedOrganizationId !== null && requestedOrganizationId !== organization.id) {
      throw forbidden('This API key belongs to another organization.');
    }
    if (lastUseIsStale(row.last_used_at, now)) await stampApiKeyUse(deps.db, organization.id, row.id, now);
    // A creator who has since lost a permission takes it from their keys too.
    const scopes = row.scopes.filter((scope) => isKeyScope(scope) && hasPermission(membership.permissions, scope));
    return {
      tokenId: 0,
      token: key,
      user,
      membership: { ...membership, permissions: scopes },
      organization,
      apiKey: { id: row.id, scopes },
    };
  };
}
