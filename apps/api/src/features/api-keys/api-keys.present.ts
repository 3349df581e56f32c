import type { ApiKeyAnswer, ApiKeyStatus } from '@employee-portal/core';
import type { ApiKeyWithCreator } from './api-keys.repository.ts';

export function apiKeyStatus(row: Pick<ApiKeyWithCreator, 'revoked_at' | 'expires_at'>, now: Date): ApiKeyStatus {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && row.expires_at <= now) return 'expired';
  return 'active';
}

const instant = (value: Date | null) => (value ? value.toISOString() : null);

/** Never carries the hash: the secret is shown once, by the create answer alone. */
export const presentApiKey = (row: ApiKeyWithCreator, now: Date): ApiKeyAnswer => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  last_used_at: instant(row.last_used_at),
  expires_at: instant(row.expires_at),
  revoked_at: instant(row.revoked_at),
  status: apiKeyStatus(row, now),
});
