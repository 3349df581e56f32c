/**
 * Customer edits made in QuickBooks coming back: a linked client takes their name, e-mail and phone unless it was
 * changed here since it was last sent (then ours is newer and goes out on the next scan), the later writer winning
 * when both changed. What was taken is logged.
 */
import { updateClientContact } from '../clients/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { AccountingCustomer } from '../../platform/providers/accounting/accounting.ts';
import { findLinkByRemote, saveLink } from './quickbooks.repository.ts';
import { ourClient } from './quickbooks-records.repository.ts';
import { writeLog } from './quickbooks-sync.repository.ts';

const fieldLabels: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  email: 'e-mail',
  phone: 'phone',
};

/** Their given and family names, or their display name split at its first space when they keep none. */
function namesOf(remote: AccountingCustomer) {
  if (remote.given_name || remote.family_name)
    return { first_name: remote.given_name?.trim() ?? '', last_name: remote.family_name?.trim() ?? '' };
  const [first = '', ...rest] = remote.display_name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** Answers whether our client took anything from QuickBooks. Commercial customers keep ours (not pulled yet). */
export async function applyRemoteCustomer(deps: AppDeps, organizationId: number, remote: AccountingCustomer) {
  const link = await findLinkByRemote(deps.db, organizationId, 'customer', remote.id);
  if (!link) return false;
  const client = await ourClient(deps.db, organizationId, 'residential', link.local_id);
  if (!client) return false;
  const keepToken = () => saveLink(deps.db, organizationId, { ...link, sync_token: remote.sync_token });
  const theirs = { ...namesOf(remote), email: remote.email?.trim() || null, phone: remote.phone?.trim() || null };
  const differs =
    theirs.first_name !== client.given_name ||
    theirs.last_name !== client.family_name ||
    (theirs.email ?? '').toLowerCase() !== (client.email ?? '').toLowerCase() ||
    theirs.phone !== client.phone;
  if (!differs || !theirs.first_name) {
    await keepToken();
    return false;
  }
  const changedHere = client.updated_at > link.synced_at;
  const theirsLater = remote.updated_at !== null && new Date(remote.updated_at) > client.updated_at;
  if (changedHere && !theirsLater) {
    await keepToken();
    return false;
  }
  const now = deps.clock.now();
  const changes = await updateClientContact(
    deps.db,
    { organization_id: organizationId, actor_user_id: null },
    client.id,
    theirs,
    'QuickBooks',
    now,
  );
  // Stamped with the client's own change time, so the next scan does not send the same values back.
  await saveLink(deps.db, organizationId, { ...link, sync_token: remote.sync_token, synced_at: now });
  if (!changes.length) return false;
  await writeLog(deps.db, organizationId, {
    at: now,
    direction: 'pull',
    entity: 'customer',
    label: `${theirs.first_name} ${theirs.last_name}`.trim(),
    local_id: client.id,
    quickbooks_id: remote.id,
    operation: 'update',
    status: 'ok',
    attempts: 1,
    message: `Took the ${changes.map((change) => fieldLabels[change.field] ?? change.field).join(', ')} from QuickBooks`,
  });
  return true;
}
