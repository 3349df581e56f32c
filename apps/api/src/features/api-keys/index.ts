/**
 * The API keys feature's front door (issue 20): the resolver platform's authentication uses for keys, and the
 * settings hub's one-line state.
 */
import type { Db } from '../../platform/db/client.ts';
import { countActiveApiKeys } from './api-keys.repository.ts';

export { apiKeyResolver } from './api-keys.service.ts';
/** For the demo seed: a key as the page makes it, its revoke, and a use as a request stamps it. */
export { issueApiKey } from './api-keys.service.ts';
export { revokeApiKey, stampApiKeyUse as recordApiKeyUse } from './api-keys.repository.ts';
/** For staff deactivation. */
export { revokeApiKeysOfMember } from './api-keys.repository.ts';

/** '2 active keys', '1 active key', or 'Not set up' when none works now. */
export async function openApiSettingsState(db: Db, organizationId: number, now = new Date()): Promise<string> {
  const active = await countActiveApiKeys(db, organizationId, now);
  if (active === 0) return 'Not set up';
  return `${active} active ${active === 1 ? 'key' : 'keys'}`;
}
