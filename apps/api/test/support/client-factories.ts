import type { Db } from '../../src/platform/db/client.ts';
import { clients } from '../../src/features/clients/clients.table.ts';
import { commercialCustomers } from '../../src/features/commercial/commercial.table.ts';

export async function createClient(db: Db, organizationId: number, options: { created_at?: Date; deactivated_at?: Date | null; first_name?: string } = {}) {
  const deactivated = options.deactivated_at ?? null;
  const [row] = await db
    .insert(clients)
    .values({ organization_id: organizationId, first_name: options.first_name ?? 'Casey', last_name: 'Client', status: deactivated ? 'inactive' : 'active', created_at: options.created_at, deactivated_at: deactivated })
    .returning();
  return row!;
}

export async function createCommercialCustomer(db: Db, organizationId: number, options: { created_at?: Date; deactivated_at?: Date | null } = {}) {
  const deactivated = options.deactivated_at ?? null;
  const [row] = await db
    .insert(commercialCustomers)
    .values({ organization_id: organizationId, company_name: 'Acme HOA', status: deactivated ? 'inactive' : 'active', created_at: options.created_at, deactivated_at: deactivated })
    .returning();
  return row!;
}
