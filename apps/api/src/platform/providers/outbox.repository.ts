import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMessages } from './outbox.table.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export async function storeOutboxMessage(db: Db, message: typeof outboxMessages.$inferInsert) {
  await db.insert(outboxMessages).values(message);
}

export async function latestOutboxMessages(db: Db, filter: { to?: string; channel?: 'sms' | 'email'; limit: number }) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(filter.to ? eq(outboxMessages.recipient, filter.to) : undefined, filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined))
    .orderBy(desc(outboxMessages.id))
    .limit(filter.limit);
}
