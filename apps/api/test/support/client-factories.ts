import type { Db } from '../../src/platform/db/client.ts';
import { clientLocations, clients } from '../../src/features/clients/clients.table.ts';
import { commercialCustomers, commercialLocations } from '../../src/features/commercial/commercial.table.ts';
import { workAreaZips, workAreas } from '../../src/features/work-areas/work-areas.table.ts';
import { clientRegistrations } from '../../src/features/client-registrations/client-registrations.table.ts';
import { changeRequests } from '../../src/features/change-requests/change-requests.table.ts';

export async function createClient(
  db: Db,
  organizationId: number,
  options: { created_at?: Date; deactivated_at?: Date | null; first_name?: string; email?: string } = {},
) {
  const deactivated = options.deactivated_at ?? null;
  const [row] = await db
    .insert(clients)
    .values({
      organization_id: organizationId,
      first_name: options.first_name ?? 'Casey',
      last_name: 'Client',
      email: options.email ?? null,
      status: deactivated ? 'inactive' : 'active',
      created_at: options.created_at,
      deactivated_at: deactivated,
    })
    .returning();
  return row!;
}

export async function createCommercialCustomer(
  db: Db,
  organizationId: number,
  options: { created_at?: Date; deactivated_at?: Date | null } = {},
) {
  const deactivated = options.deactivated_at ?? null;
  const [row] = await db
    .insert(commercialCustomers)
    .values({
      organization_id: organizationId,
      company_name: 'Acme HOA',
      status: deactivated ? 'inactive' : 'active',
      created_at: options.created_at,
      deactivated_at: deactivated,
    })
    .returning();
  return row!;
}

/** One record of each client-side kind, named after `marker`, for access walks that look for leaks. */
export async function createVictimClientRecords(db: Db, organizationId: number, clientId: number, marker: string) {
  const organization_id = organizationId;
  const [location] = await db
    .insert(clientLocations)
    .values({
      organization_id,
      client_id: clientId,
      name: marker,
      address_line1: `1 ${marker} St`,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    })
    .returning();
  const [workArea] = await db.insert(workAreas).values({ organization_id, name: marker }).returning();
  await db.insert(workAreaZips).values({ organization_id, work_area_id: workArea!.id, zip: '80202' });
  const [registration] = await db
    .insert(clientRegistrations)
    .values({
      organization_id,
      first_name: marker,
      last_name: 'Lead',
      email: 'lead@example.com',
      phone: '3035550100',
      zip: '80202',
    })
    .returning();
  const [request] = await db
    .insert(changeRequests)
    .values({
      organization_id,
      client_id: clientId,
      client_location_id: location!.id,
      kind: 'dog_count',
      details: { dog_count: 3 },
      client_comment: marker,
    })
    .returning();
  const [customer] = await db.insert(commercialCustomers).values({ organization_id, company_name: marker }).returning();
  const [commercialLocation] = await db
    .insert(commercialLocations)
    .values({
      organization_id,
      commercial_customer_id: customer!.id,
      name: marker,
      address_line1: `2 ${marker} Ave`,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    })
    .returning();
  return {
    clientId,
    clientLocationId: location!.id,
    workAreaId: workArea!.id,
    registrationId: registration!.id,
    changeRequestId: request!.id,
    commercialCustomerId: customer!.id,
    commercialLocationId: commercialLocation!.id,
  };
}
