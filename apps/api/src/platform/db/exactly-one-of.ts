import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A check constraint's condition: exactly one of the two columns is set (a residential client or a commercial one). */
export const exactlyOneOf = (first: AnyPgColumn, second: AnyPgColumn): SQL =>
  sql`(${first} is null) <> (${second} is null)`;
