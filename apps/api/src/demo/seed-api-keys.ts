/**
 * Demo Scoopers' API keys (issue 20): the key their bookkeeping sync uses, read-only on clients, invoices and
 * payments and used a few minutes ago; and the key of a trial with a scheduling tool, revoked, kept for the history.
 * Their secrets are not known to anyone, as a real key's would not be after its creation.
 */
import type { Db } from '../platform/db/client.ts';
import { issueApiKey, recordApiKeyUse, revokeApiKey } from '../features/api-keys/index.ts';

const DAY_MS = 86_400_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function seedApiKeys(db: Db, organizationId: number, owner: { user_id: number }, now: Date) {
  const sync = await issueApiKey(db, organizationId, {
    created_by_user_id: owner.user_id,
    name: 'Bookkeeping sync',
    scopes: ['clients', 'client', 'one_time_invoices', 'recurring_invoices', 'invoice', 'payments', 'payment'],
    created_at: ago(now, 40 * DAY_MS),
    expires_at: null,
  });
  await recordApiKeyUse(db, organizationId, sync.id, ago(now, 7 * 60_000));

  const trial = await issueApiKey(db, organizationId, {
    created_by_user_id: owner.user_id,
    name: 'Route tool trial',
    scopes: ['schedule', 'dispatch_board', 'route_manager'],
    created_at: ago(now, 75 * DAY_MS),
    expires_at: null,
  });
  await recordApiKeyUse(db, organizationId, trial.id, ago(now, 62 * DAY_MS));
  await revokeApiKey(db, organizationId, trial.id, ago(now, 60 * DAY_MS));
}
