import type { Db } from '../../src/platform/db/client.ts';
import { servicePlans } from '../../src/features/pricing/pricing.table.ts';

export async function createServicePlan(db: Db, organizationId: number, options: { name?: string; frequency?: 'once_a_week' | 'twice_a_week' | 'one_time'; price_cents?: number } = {}) {
  const name = options.name ?? 'Weekly';
  const [row] = await db
    .insert(servicePlans)
    .values({ organization_id: organizationId, name, slug: name.toLowerCase().replace(/\W+/g, '-'), frequency: options.frequency ?? 'once_a_week', dog_prices: [{ dogs_from: 1, dogs_to: null, price_cents: options.price_cents ?? 2000 }] })
    .returning();
  return row!;
}
