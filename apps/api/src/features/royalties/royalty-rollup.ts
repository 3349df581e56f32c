/** The franchisor's view: each recent month's collected revenue and royalties across its members. */
import type { RoyaltyRollupResponse } from '@employee-portal/core';
import type { Db } from '../../platform/db/client.ts';
import { franchiseRollupRows } from './royalties.repository.ts';

const ROLLUP_MONTHS = 12;

export async function franchiseRollup(
  db: Db,
  franchisorOrganizationId: number,
  franchiseName: string,
): Promise<RoyaltyRollupResponse> {
  const rows = await franchiseRollupRows(db, franchisorOrganizationId, ROLLUP_MONTHS);
  const months = new Map<string, RoyaltyRollupResponse['months'][number]>();
  for (const { invoice, organization_name, paid_cents } of rows) {
    const month = months.get(invoice.month) ?? {
      month: invoice.month,
      collected_revenue_cents: 0,
      royalty_cents: 0,
      ad_fund_cents: 0,
      total_cents: 0,
      paid_cents: 0,
      members: [],
    };
    month.collected_revenue_cents += invoice.collected_revenue_cents;
    month.royalty_cents += invoice.royalty_cents + invoice.minimum_top_up_cents;
    month.ad_fund_cents += invoice.ad_fund_cents;
    month.total_cents += invoice.total_cents;
    month.paid_cents += paid_cents;
    month.members.push({
      organization_id: invoice.organization_id,
      organization_name,
      royalty_invoice_id: invoice.id,
      status: invoice.status,
      collected_revenue_cents: invoice.collected_revenue_cents,
      total_cents: invoice.total_cents,
    });
    months.set(invoice.month, month);
  }
  return { franchise_name: franchiseName, months: [...months.values()] };
}
