import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickbooksStandinRecords } from './quickbooks-standin.table.ts';

/** One record of a stand-in company: an entity (Customer, Invoice, …), an OAuth grant or an answered request id. */
export interface StandinRecord {
  realm_id: string;
  entity: string;
  id: string;
  sync_token: string;
  body: Record<string, unknown>;
  updated_at: Date;
}

/** Where the stand-in keeps its companies: memory for unit tests, the database for the demo. */
export interface StandinStore {
  find(realmId: string, entity: string, id: string): Promise<StandinRecord | null>;
  list(realmId: string, entity: string): Promise<StandinRecord[]>;
  /** Records of an entity changed at or after `since` (the change feed reads only these). */
  changedSince(realmId: string, entity: string, since: Date): Promise<StandinRecord[]>;
  save(record: StandinRecord): Promise<void>;
}

export function createMemoryStandinStore(): StandinStore {
  const records = new Map<string, StandinRecord>();
  const key = (realmId: string, entity: string, id: string) => JSON.stringify([realmId, entity, id]);
  // Copies in and out, as the database would: a caller's later edits never reach the stored company.
  const copy = (record: StandinRecord): StandinRecord => structuredClone(record);
  return {
    async find(realmId, entity, id) {
      const found = records.get(key(realmId, entity, id));
      return found ? copy(found) : null;
    },
    async list(realmId, entity) {
      return [...records.values()]
        .filter((record) => record.realm_id === realmId && record.entity === entity)
        .map(copy);
    },
    async changedSince(realmId, entity, since) {
      return [...records.values()]
        .filter(
          (record) =>
            record.realm_id === realmId && record.entity === entity && record.updated_at.getTime() >= since.getTime(),
        )
        .map(copy);
    },
    async save(record) {
      records.set(key(record.realm_id, record.entity, record.id), copy(record));
    },
  };
}

export function createDbStandinStore(db: Db): StandinStore {
  const table = quickbooksStandinRecords;
  return {
    async find(realmId, entity, id) {
      const [found] = await db
        .select()
        .from(table)
        .where(and(eq(table.realm_id, realmId), eq(table.entity, entity), eq(table.id, id)));
      return found ?? null;
    },
    list: (realmId, entity) =>
      db
        .select()
        .from(table)
        .where(and(eq(table.realm_id, realmId), eq(table.entity, entity)))
        .orderBy(table.updated_at),
    changedSince: (realmId, entity, since) =>
      db
        .select()
        .from(table)
        .where(and(eq(table.realm_id, realmId), gte(table.updated_at, since), eq(table.entity, entity)))
        .orderBy(table.updated_at),
    async save(record) {
      await db
        .insert(table)
        .values(record)
        .onConflictDoUpdate({
          target: [table.realm_id, table.entity, table.id],
          set: { sync_token: record.sync_token, body: record.body, updated_at: record.updated_at },
        });
    },
  };
}
