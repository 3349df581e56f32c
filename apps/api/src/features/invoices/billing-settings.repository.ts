/**
 * Reads every invoice needs (issue 16): the organization's billing settings (defaults until the settings page is
 * saved), the sales tax rate of a service address, and invoice numbers.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { workAreaZips } from '../work-areas/work-areas.table.ts';
import { billingSettings, salesTaxRates } from './invoices.table.ts';

export type BillingSettingsRow = typeof billingSettings.$inferSelect;

/** The saved settings, or the defaults the table declares when the organization never saved any. */
export async function billingSettingsOf(db: Db, organizationId: number): Promise<BillingSettingsRow> {
  const [saved] = await db.select().from(billingSettings).where(eq(billingSettings.organization_id, organizationId));
  if (saved) return saved;
  const [created] = await db
    .insert(billingSettings)
    .values({ organization_id: organizationId })
    .onConflictDoNothing()
    .returning();
  return (
    created ?? (await db.select().from(billingSettings).where(eq(billingSettings.organization_id, organizationId)))[0]!
  );
}

/**
 * The settings as they stand without writing anything: what a read (the settings page, a billing pass over an
 * organization that never saved any) answers. The defaults are the table's.
 */
export async function billingSettingsOrDefaults(db: Db, organizationId: number): Promise<BillingSettingsRow> {
  const [saved] = await db.select().from(billingSettings).where(eq(billingSettings.organization_id, organizationId));
  return (
    saved ?? {
      organization_id: organizationId,
      billing_mode: 'prepaid',
      fixed_billing_day: 1,
      due_days: 7,
      autopay: true,
      retry_days: [1, 3, 7],
      default_tax_rate_millipercent: 0,
      business_tax_id: null,
      invoice_footer: null,
      next_invoice_number: 1001,
      updated_at: new Date(0),
    }
  );
}

export interface AppliedTaxRate {
  rate_millipercent: number;
  /** Null for the billing settings' default rate. */
  name: string | null;
}

/** A zip's own rate first, then a rate of a work area serving the zip, then the default rate. */
export async function salesTaxRateFor(db: Db, organizationId: number, zip: string | null): Promise<AppliedTaxRate> {
  if (zip) {
    const [byZip] = await db
      .select()
      .from(salesTaxRates)
      .where(
        and(
          eq(salesTaxRates.organization_id, organizationId),
          eq(salesTaxRates.is_active, true),
          eq(salesTaxRates.zip, zip),
        ),
      )
      .orderBy(asc(salesTaxRates.id))
      .limit(1);
    if (byZip) return { rate_millipercent: byZip.rate_millipercent, name: byZip.name };
    const areas = db
      .select({ id: workAreaZips.work_area_id })
      .from(workAreaZips)
      .where(and(eq(workAreaZips.organization_id, organizationId), eq(workAreaZips.zip, zip)));
    const [byArea] = await db
      .select()
      .from(salesTaxRates)
      .where(
        and(
          eq(salesTaxRates.organization_id, organizationId),
          eq(salesTaxRates.is_active, true),
          inArray(salesTaxRates.work_area_id, areas),
        ),
      )
      .orderBy(asc(salesTaxRates.id))
      .limit(1);
    if (byArea) return { rate_millipercent: byArea.rate_millipercent, name: byArea.name };
  }
  const settings = await billingSettingsOf(db, organizationId);
  return { rate_millipercent: settings.default_tax_rate_millipercent, name: null };
}

/**
 * Hands out `count` consecutive invoice numbers. One UPDATE … RETURNING, so concurrent callers (two instances in one
 * billing run) never share a number: the second waits on the settings row until the first commits, and a rollback
 * gives the numbers back. Keep the transactions that call it short.
 */
export async function takeInvoiceNumbers(db: Db, organizationId: number, count: number): Promise<number[]> {
  await billingSettingsOf(db, organizationId);
  const [row] = await db
    .update(billingSettings)
    .set({ next_invoice_number: sql`${billingSettings.next_invoice_number} + ${count}` })
    .where(eq(billingSettings.organization_id, organizationId))
    .returning({ next: billingSettings.next_invoice_number });
  const first = row!.next - count;
  return Array.from({ length: count }, (_, index) => first + index);
}
