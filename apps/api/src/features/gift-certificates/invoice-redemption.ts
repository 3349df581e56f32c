/**
 * Gift certificates used on invoices (issue 16): the invoices feature finds a usable certificate by its code, locks
 * its balance while a draft is finalized, takes the amount the invoice used, and gives it back when that invoice is
 * voided. Each movement is an entry of the certificate's history.
 */
import { normalizeGiftCertificateCode } from '@employee-portal/core';
import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { giftCertificates } from './gift-certificates.table.ts';
import { insertEntry, takeFromBalance } from './gift-certificates.repository.ts';

export interface UsableGiftCertificate {
  id: number;
  code: string;
  balance_cents: number;
}

const usable = (organizationId: number, today: string) =>
  and(
    eq(giftCertificates.organization_id, organizationId),
    isNull(giftCertificates.voided_at),
    gt(giftCertificates.balance_cents, 0),
    or(isNull(giftCertificates.expires_on), gte(giftCertificates.expires_on, today)),
  );

const columns = { id: giftCertificates.id, code: giftCertificates.code, balance_cents: giftCertificates.balance_cents };

/** A certificate of the organization with money left, not void and not expired; null otherwise. */
export async function usableGiftCertificateByCode(
  db: Db,
  organizationId: number,
  typed: string,
  today: string,
): Promise<UsableGiftCertificate | null> {
  const [row] = await db
    .select(columns)
    .from(giftCertificates)
    .where(and(usable(organizationId, today), eq(giftCertificates.code, normalizeGiftCertificateCode(typed))));
  return row ?? null;
}

/** What the certificate can give now (0 when void, expired or spent); with `lock`, held until the transaction ends. */
export async function giftCertificateBalanceFor(
  db: Db,
  organizationId: number,
  id: number,
  today: string,
  options: { lock?: boolean } = {},
): Promise<number> {
  const query = db
    .select(columns)
    .from(giftCertificates)
    .where(and(usable(organizationId, today), eq(giftCertificates.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.balance_cents ?? 0;
}

export interface InvoiceUse {
  organization_id: number;
  gift_certificate_id: number;
  amount_cents: number;
  client_id: number | null;
  invoice_number: number;
  user_id: number | null;
  now: Date;
  today: string;
}

/** Takes what a finalized invoice used; false (nothing taken) when the balance no longer covers it. */
export async function redeemForInvoice(tx: Db, use: InvoiceUse): Promise<boolean> {
  const scope = { organization_id: use.organization_id, id: use.gift_certificate_id };
  const taken = await takeFromBalance(tx, scope, use.amount_cents, use.today);
  if (!taken) return false;
  await insertEntry(tx, {
    organization_id: use.organization_id,
    gift_certificate_id: use.gift_certificate_id,
    kind: 'redemption',
    amount_cents: -use.amount_cents,
    balance_after_cents: taken.balance_cents,
    client_id: use.client_id,
    note: `Invoice #${use.invoice_number}`,
    created_by_user_id: use.user_id,
    created_at: use.now,
  });
  return true;
}

/** Gives back what a voided invoice took (a voided certificate stays void: nothing to give back to). */
export async function returnFromVoidedInvoice(tx: Db, use: Omit<InvoiceUse, 'today'>) {
  const [returned] = await tx
    .update(giftCertificates)
    .set({ balance_cents: sql`${giftCertificates.balance_cents} + ${use.amount_cents}` })
    .where(
      and(
        eq(giftCertificates.organization_id, use.organization_id),
        eq(giftCertificates.id, use.gift_certificate_id),
        isNull(giftCertificates.voided_at),
      ),
    )
    .returning();
  if (!returned) return;
  await insertEntry(tx, {
    organization_id: use.organization_id,
    gift_certificate_id: use.gift_certificate_id,
    kind: 'return',
    amount_cents: use.amount_cents,
    balance_after_cents: returned.balance_cents,
    client_id: use.client_id,
    note: `Invoice #${use.invoice_number} voided`,
    created_by_user_id: use.user_id,
    created_at: use.now,
  });
}
