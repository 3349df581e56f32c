/**
 * Scoop Squad North's royalty history (issue 20): the franchise's terms (6 % royalty, 2 % ad fund, a $500 monthly
 * minimum), its clients' payments over the last six months (a few partly refunded), and an invoice for each ended
 * month: the older ones paid by the card on file, the latest one due. Scoop Squad HQ runs the franchise and sees the
 * roll-up.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  addCalendarDays,
  previousRoyaltyMonth,
  royaltyMonthDays,
  royaltyMonthOf,
  todayIn,
} from '@employee-portal/core';
import type { Db } from '../platform/db/client.ts';
import { organizations } from '../platform/identity/organizations.table.ts';
import { clients } from '../features/clients/clients.table.ts';
import { payments } from '../features/payments/payments.table.ts';
import { invoiceMemberMonth, recordSettledRoyaltyPayment, writeRoyaltyTerms } from '../features/royalties/index.ts';

const MONTHS_OF_HISTORY = 6;
const TIME_ZONE = 'America/Denver';

/** A fixed spread of amounts, so every seed gives the same history and some months fall under the minimum. */
const amountFor = (clientIndex: number, visit: number, monthIndex: number) =>
  4_500 + ((clientIndex * 37 + visit * 53 + monthIndex * 71) % 23) * 500 - (monthIndex % 3 === 1 ? 2_000 : 0);

export async function seedRoyalties(
  db: Db,
  { member: organizationId, franchisor }: { member: number; franchisor: number },
  now: Date,
) {
  const [organization] = await db
    .select({ franchise_id: organizations.franchise_id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization?.franchise_id) return;
  await writeRoyaltyTerms(db, {
    franchise_id: organization.franchise_id,
    franchisor_organization_id: franchisor,
    royalty_bps: 600,
    ad_fund_bps: 200,
    monthly_minimum_cents: 50_000,
  });

  const clientRows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organization_id, organizationId), eq(clients.status, 'active')))
    .orderBy(asc(clients.id));
  const today = todayIn(TIME_ZONE, now);
  const months: string[] = [royaltyMonthOf(today)];
  while (months.length < MONTHS_OF_HISTORY) months.push(previousRoyaltyMonth(months.at(-1)!));

  const rows: (typeof payments.$inferInsert)[] = [];
  months.forEach((month, monthIndex) => {
    const { from } = royaltyMonthDays(month);
    clientRows.forEach((client, clientIndex) => {
      for (const visit of [0, 1, 2]) {
        const day = addCalendarDays(from, (clientIndex * 3 + visit * 9) % 27);
        if (day > today) continue;
        const amount = amountFor(clientIndex, visit, monthIndex);
        rows.push({
          organization_id: organizationId,
          client_id: client.id,
          method: visit === 2 ? 'check' : 'card',
          source: visit === 2 ? 'office' : 'autopay',
          status: 'succeeded',
          amount_cents: amount,
          // One payment in about forty is partly refunded (a missed visit), so the revenue is net of refunds.
          refunded_cents: (clientIndex + visit + monthIndex) % 40 === 0 ? Math.round(amount / 2) : 0,
          check_number: visit === 2 ? String(1000 + clientIndex * 10 + monthIndex) : null,
          received_on: day,
          created_at: new Date(`${day}T18:00:00Z`),
        });
      }
    });
  });
  if (rows.length) await db.insert(payments).values(rows);

  // Oldest first, so invoice ids follow the months; the latest ended month stays due.
  const ended = months.slice(1).reverse();
  for (const [index, month] of ended.entries()) {
    const issuedAt = new Date(`${addCalendarDays(royaltyMonthDays(month).to, 1)}T14:00:00Z`);
    const invoice = await invoiceMemberMonth(db, organizationId, month, issuedAt);
    if (!invoice || index === ended.length - 1) continue;
    await recordSettledRoyaltyPayment(db, organizationId, invoice.id, {
      card_brand: 'visa',
      card_last4: '1111',
      processor_ref: `test_royalty_${month}`,
      at: new Date(issuedAt.getTime() + 3 * 86_400_000),
    });
  }
}
