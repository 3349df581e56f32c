import { latestOutboxMessages } from '../../src/platform/providers/outbox.repository.ts';
import type { Db } from '../../src/platform/db/client.ts';

/** The newest message the test-mode providers "sent" to `to`. */
export async function lastMessageTo(db: Db, to: string) {
  const [message] = await latestOutboxMessages(db, { to, limit: 1 });
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

export const codeIn = (body: string) => /\b(\d{4})\b/.exec(body)?.[1] ?? '';
export const resetTokenIn = (body: string) => /\/reset_password\/([\w-]+)/.exec(body)?.[1] ?? '';
