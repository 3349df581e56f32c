import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import type { Db } from '../../platform/db/client.ts';
import { workAreaZips, workAreas } from '../work-areas/work-areas.table.ts';
import { billingSettingsOf, salesTaxRateFor, takeInvoiceNumbers } from './billing-settings.repository.ts';
import { billingSettings, salesTaxRates } from './invoices.table.ts';
import { eq } from 'drizzle-orm';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

describe('billing settings reads', () => {
  it('taxes a zip by its own rate, then by its work area, then by the default rate', async () => {
    const organization = await createOrganization(db);
    await billingSettingsOf(db, organization.id);
    await db
      .update(billingSettings)
      .set({ default_tax_rate_millipercent: 2900 })
      .where(eq(billingSettings.organization_id, organization.id));
    const [area] = await db.insert(workAreas).values({ organization_id: organization.id, name: 'North' }).returning();
    await db.insert(workAreaZips).values([
      { organization_id: organization.id, work_area_id: area!.id, zip: '80202' },
      { organization_id: organization.id, work_area_id: area!.id, zip: '80203' },
    ]);
    await db.insert(salesTaxRates).values([
      { organization_id: organization.id, name: 'Denver city', rate_millipercent: 8810, zip: '80202' },
      { organization_id: organization.id, name: 'North area', rate_millipercent: 5000, work_area_id: area!.id },
    ]);
    expect(await salesTaxRateFor(db, organization.id, '80202')).toEqual({
      rate_millipercent: 8810,
      name: 'Denver city',
    });
    expect(await salesTaxRateFor(db, organization.id, '80203')).toEqual({
      rate_millipercent: 5000,
      name: 'North area',
    });
    expect(await salesTaxRateFor(db, organization.id, '10001')).toEqual({ rate_millipercent: 2900, name: null });
    const other = await createOrganization(db);
    expect(await salesTaxRateFor(db, other.id, '80202')).toEqual({ rate_millipercent: 0, name: null });
  });

  it('never hands the same invoice number out twice, even to callers at the same moment', async () => {
    const organization = await createOrganization(db);
    const batches = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => takeInvoiceNumbers(tx, organization.id, 3))),
    );
    const numbers = batches.flat().sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, index) => 1001 + index));
  });
});
