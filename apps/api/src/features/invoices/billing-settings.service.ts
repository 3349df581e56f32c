/** /settings/billing_settings (issue 16): the billing settings and the sales tax rates, for one organization. */
import {
  type BillingSettingsInput,
  millipercentToTaxPercent,
  type ListQuery,
  pageOffset,
  taxPercentToMillipercent,
  type SalesTaxRateInput,
} from '@employee-portal/core';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import {
  type BillingSettingsRow,
  billingSettingsOf,
  billingSettingsOrDefaults,
} from './billing-settings.repository.ts';
import {
  deleteSalesTaxRate,
  findSalesTaxRate,
  insertSalesTaxRate,
  listSalesTaxRates,
  type SalesTaxRateRow,
  updateSalesTaxRate,
  workAreaExists,
} from './billing-settings.tax-rates.repository.ts';
import { billingSettings } from './invoices.table.ts';

const orgOf = (member: MemberContext) => member.organization.id;

const settingsWire = (row: BillingSettingsRow) => ({
  billing_mode: row.billing_mode,
  fixed_billing_day: row.fixed_billing_day,
  due_days: row.due_days,
  autopay: row.autopay,
  retry_days: row.retry_days,
  default_tax_rate_percent: millipercentToTaxPercent(row.default_tax_rate_millipercent),
  business_tax_id: row.business_tax_id,
  invoice_footer: row.invoice_footer,
});

export async function readBillingSettings(deps: AppDeps, member: MemberContext) {
  return { billing_settings: settingsWire(await billingSettingsOrDefaults(deps.db, orgOf(member))) };
}

export async function saveBillingSettings(deps: AppDeps, member: MemberContext, input: BillingSettingsInput) {
  await billingSettingsOf(deps.db, orgOf(member));
  const [row] = await deps.db
    .update(billingSettings)
    .set({
      billing_mode: input.billing_mode,
      fixed_billing_day: input.fixed_billing_day,
      due_days: input.due_days,
      autopay: input.autopay,
      retry_days: input.retry_days,
      default_tax_rate_millipercent: taxPercentToMillipercent(input.default_tax_rate_percent),
      business_tax_id: input.business_tax_id,
      invoice_footer: input.invoice_footer,
      updated_at: deps.clock.now(),
    })
    .where(eq(billingSettings.organization_id, orgOf(member)))
    .returning();
  return { billing_settings: settingsWire(row!) };
}

const rateWire = (row: SalesTaxRateRow) => ({
  id: row.id,
  name: row.name,
  rate_percent: millipercentToTaxPercent(row.rate_millipercent),
  zip: row.zip,
  work_area_id: row.work_area_id,
  work_area_name: row.work_area_name,
});

export async function salesTaxRatePage(deps: AppDeps, member: MemberContext, query: ListQuery) {
  const { rows, total } = await listSalesTaxRates(
    deps.db,
    orgOf(member),
    { search: query.search, sort: query.sort },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return { data: rows.map(rateWire), meta: { page: query.page, per_page: query.per_page, total } };
}

/** Another organization's work area is no choice here: the same answer as an unknown one. */
async function checkWorkArea(deps: AppDeps, member: MemberContext, input: SalesTaxRateInput) {
  if (input.work_area_id !== null && !(await workAreaExists(deps.db, orgOf(member), input.work_area_id)))
    throw validationFailed({ work_area_id: ['Not valid'] });
}

async function rateResponse(deps: AppDeps, member: MemberContext, id: number) {
  const row = await findSalesTaxRate(deps.db, { organization_id: orgOf(member), id });
  if (!row) throw notFound('This sales tax rate does not exist.');
  return { sales_tax_rate: rateWire(row) };
}

export async function createSalesTaxRate(deps: AppDeps, member: MemberContext, input: SalesTaxRateInput) {
  await checkWorkArea(deps, member, input);
  return rateResponse(deps, member, await insertSalesTaxRate(deps.db, orgOf(member), input));
}

export async function editSalesTaxRate(deps: AppDeps, member: MemberContext, id: number, input: SalesTaxRateInput) {
  if (!(await findSalesTaxRate(deps.db, { organization_id: orgOf(member), id })))
    throw notFound('This sales tax rate does not exist.');
  await checkWorkArea(deps, member, input);
  await updateSalesTaxRate(deps.db, { organization_id: orgOf(member), id }, input);
  return rateResponse(deps, member, id);
}

export async function removeSalesTaxRate(deps: AppDeps, member: MemberContext, id: number) {
  if (!(await deleteSalesTaxRate(deps.db, { organization_id: orgOf(member), id })))
    throw notFound('This sales tax rate does not exist.');
  return { message: 'Sales tax rate deleted.' };
}
