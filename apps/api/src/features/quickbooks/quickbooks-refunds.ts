/**
 * Our refunds of check payments on their way to QuickBooks as RefundReceipts: money paid back out of the mapped
 * deposit account, booked against the default income item. Posted once: the change's request id, and our id on
 * their record. A card refund is not one of them: the processor takes it out of a payout, whose deposit carries it
 * as a refunds line, and a receipt as well would take it out of the bank twice.
 */
import { and, asc, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { paymentRefunds, payments } from '../payments/payments.table.ts';
import { findLink, saveLink } from './quickbooks.repository.ts';
import type { PostContext, PostOutcome } from './quickbooks-posting.ts';
import { quickbooksLinks } from './quickbooks.table.ts';

/** Refunds QuickBooks has not got yet, from the sync start on. */
export async function unpushedRefunds(db: Db, organizationId: number, syncFrom: string | null) {
  return db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .innerJoin(payments, and(eq(payments.organization_id, organizationId), eq(payments.id, paymentRefunds.payment_id)))
    .leftJoin(
      quickbooksLinks,
      and(
        eq(quickbooksLinks.organization_id, organizationId),
        eq(quickbooksLinks.entity, 'refund'),
        eq(quickbooksLinks.local_id, paymentRefunds.id),
      ),
    )
    .where(
      and(
        eq(paymentRefunds.organization_id, organizationId),
        ne(payments.method, 'card'),
        isNull(quickbooksLinks.id),
        syncFrom ? gte(paymentRefunds.refunded_on, syncFrom) : undefined,
      ),
    )
    .orderBy(asc(paymentRefunds.id));
}

async function refundForPush(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, and(eq(payments.organization_id, organizationId), eq(payments.id, paymentRefunds.payment_id)))
    .where(and(eq(paymentRefunds.organization_id, organizationId), eq(paymentRefunds.id, id)));
  return row ?? null;
}

export async function postRefund(context: PostContext): Promise<PostOutcome> {
  const { deps, db, company, change, mappings, now } = context;
  const organizationId = change.organization_id;
  if (await findLink(db, organizationId, 'refund', change.local_id)) return { kind: 'skipped' };
  const found = await refundForPush(db, organizationId, change.local_id);
  if (!found || found.payment.method === 'card') return { kind: 'skipped' };
  const { refund, payment } = found;
  const customer =
    payment.client_id !== null
      ? await findLink(db, organizationId, 'customer', payment.client_id)
      : await findLink(db, organizationId, 'commercial_customer', payment.commercial_customer_id!);
  if (!customer) return { kind: 'waiting', reason: 'Waiting for the customer to reach QuickBooks' };
  const ref = await deps.accounting.createRefundReceipt(
    company,
    {
      customer_id: customer.quickbooks_id,
      txn_date: refund.refunded_on,
      amount_cents: refund.amount_cents,
      item_id: mappings.default_item_id,
      description: refund.reason ? `Refund: ${refund.reason}` : `Refund of payment ${payment.id}`,
      deposit_account_id: mappings.deposit_account_id,
      reference: refund.processor_ref ?? payment.check_number,
      our_id: `refund:${refund.id}`,
    },
    change.request_id,
  );
  await saveLink(db, organizationId, {
    entity: 'refund',
    local_id: refund.id,
    quickbooks_id: ref.id,
    sync_token: ref.sync_token,
    synced_at: now,
  });
  return { kind: 'posted', ref, label: `Refund ${refund.id}` };
}
