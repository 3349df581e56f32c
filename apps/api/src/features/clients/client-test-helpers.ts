/** Request bodies and setup the clients tests share (imported only by *.test.ts). */
import type { ClientLocationBody, CreateClientBody } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';

let serial = 0;

export function locationBody(overrides: Partial<ClientLocationBody> = {}): ClientLocationBody {
  serial += 1;
  return {
    address_line1: `${100 + serial} Main St`,
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    dog_count: 1,
    dog_names: ['Rex'],
    ...overrides,
  };
}

export function clientBody(overrides: Partial<CreateClientBody> = {}): CreateClientBody {
  serial += 1;
  return {
    first_name: 'Pat',
    last_name: `Client${serial}`,
    email: `client${serial}-${Date.now()}@example.com`,
    phone: `30355${String(10000 + serial).slice(-5)}`,
    locations: [locationBody()],
    ...overrides,
  };
}

export async function createWorkArea(db: Db, organizationId: number, name: string, zips: string[]) {
  const [area] = await db.insert(workAreas).values({ organization_id: organizationId, name }).returning();
  if (zips.length)
    await db
      .insert(workAreaZips)
      .values(zips.map((zip) => ({ organization_id: organizationId, work_area_id: area!.id, zip })));
  return area!;
}
