/**
 * Turning a draft into an invoice the client owes (issue 16). One transaction per invoice, under the client's row
 * lock: the totals are computed once more with the credit the client has now, the credit it uses is taken from the
 * client's ledger, and the stored balance is refreshed. Finalizing an invoice that is no longer a draft changes
 * nothing, so a double click or a retried bulk request is harmless.
 */
import { couponRefusal } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import type { OrganizationRow } from '../../platform/auth/session.repository.ts';
import { refusal } from '../../platform/http/errors.ts';
import { countRedemptions, insertRedemption, lockCouponByCode } from '../coupons/index.ts';
import { giftCertificateBalanceFor, redeemForInvoice } from '../gift-certificates/index.ts';
import { issuePayLink } from '../payments/index.ts';
import {
  availableCreditCents,
  clientRefOf,
  lockClientAccount,
  recordClientCredit,
  refreshClientBalance,
} from './client-ledger.ts';
import type { InvoiceBillTo } from './invoices.table.ts';
import { storeLines, storedTotals, totalsOf } from './invoice-totals.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import {
  findClientToBill,
  findCommercialCustomerToBill,
  findInvoice,
  linesOf,
  updateInvoice,
  type InvoiceRow,
} from './invoices.repository.ts';
import { recordInvoiceSales } from '../dashboard/index.ts';

/** Who the invoice is addressed to, as the client's records say now. */
export async function billToOf(
  db: Db,
  organizationId: number,
  invoice: Pick<InvoiceRow, 'client_id' | 'commercial_customer_id'>,
): Promise<InvoiceBillTo | null> {
  if (invoice.client_id !== null) {
    const found = await findClientToBill(db, organizationId, invoice.client_id);
    if (!found) return null;
    const { client, location } = found;
    return {
      name: `${client.first_name} ${client.last_name}`,
      email: client.email,
      phone: client.phone,
      address: location
        ? `${location.address_line1}${location.address_line2 ? `, ${location.address_line2}` : ''}, ${location.city}, ${location.state} ${location.zip}`
        : null,
    };
  }
  const customer = await findCommercialCustomerToBill(db, organizationId, invoice.commercial_customer_id!);
  if (!customer) return null;
  const address = [
    customer.billing_address_line1,
    [customer.billing_city, [customer.billing_state, customer.billing_zip].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name: customer.company_name,
    email: customer.billing_email,
    phone: customer.billing_phone,
    address: address || null,
  };
}

export type FinalizeOutcome = 'finalized' | 'already_finalized' | 'not_found' | 'void';

export interface FinalizeResult {
  outcome: FinalizeOutcome;
  invoice: InvoiceRow | null;
  /** The public pay link issued with this finalization (open invoices only), for the e-mail. */
  pay_link: string | null;
}

const couponGone = () =>
  refusal(409, 'coupon_not_valid', "The invoice's coupon can no longer be used. Remove it from the draft first.");

export async function finalizeInvoice(
  deps: AppDeps,
  organization: OrganizationRow,
  id: number,
  userId: number | null,
): Promise<FinalizeResult> {
  const scope = { organization_id: organization.id, id };
  const now = deps.clock.now();
  const today = organizationToday(organization, now);
  return deps.db.transaction(async (tx) => {
    const seen = await findInvoice(tx, scope);
    if (!seen) return { outcome: 'not_found', invoice: null, pay_link: null };
    const client = clientRefOf(seen);
    await lockClientAccount(tx, organization.id, client);
    const invoice = (await findInvoice(tx, scope, { lock: true }))!;
    if (invoice.status === 'void') return { outcome: 'void', invoice, pay_link: null };
    if (invoice.status !== 'draft') return { outcome: 'already_finalized', invoice, pay_link: null };

    if (invoice.coupon_id !== null && invoice.coupon_code) {
      const coupon = await lockCouponByCode(tx, organization.id, invoice.coupon_code);
      if (!coupon || !coupon.is_active || coupon.id !== invoice.coupon_id) throw couponGone();
      if (couponRefusal(coupon, { today, redemptions: await countRedemptions(tx, organization.id, coupon.id) }))
        throw couponGone();
      await insertRedemption(tx, {
        organization_id: organization.id,
        coupon_id: coupon.id,
        client_id: invoice.client_id,
        redeemed_by_user_id: userId,
        redeemed_at: now,
      });
    }

    const lines = await linesOf(tx, scope);
    const giftCertificateCents = invoice.gift_certificate_id
      ? await giftCertificateBalanceFor(tx, organization.id, invoice.gift_certificate_id, today, { lock: true })
      : invoice.gift_certificate_applied_cents;
    const totals = totalsOf(
      { ...invoice, gift_certificate_applied_cents: giftCertificateCents },
      lines,
      await availableCreditCents(tx, organization.id, client),
    );
    const certificateUse = invoice.gift_certificate_id && {
      organization_id: organization.id,
      gift_certificate_id: invoice.gift_certificate_id,
      amount_cents: totals.gift_certificate_applied_cents,
      client_id: invoice.client_id,
      invoice_number: invoice.number,
      user_id: userId,
      now,
      today,
    };
    // The certificate's row is locked above, so what it showed is what it gives; a false here is a broken invariant.
    if (certificateUse && certificateUse.amount_cents > 0 && !(await redeemForInvoice(tx, certificateUse)))
      throw refusal(409, 'gift_certificate_not_usable', 'The gift certificate can no longer be used.');
    await storeLines(
      tx,
      scope,
      lines.map(({ id: _id, organization_id: _org, invoice_id: _invoice, ...line }) => line),
      totals,
    );
    const paidAtOnce = totals.amount_due_cents === 0;
    const finalized = (await updateInvoice(tx, scope, {
      ...storedTotals(totals),
      status: paidAtOnce ? 'paid' : 'open',
      issue_date: today,
      due_date: invoice.due_date < today ? today : invoice.due_date,
      bill_to: (await billToOf(tx, organization.id, invoice)) ?? invoice.bill_to,
      finalized_at: now,
      paid_at: paidAtOnce ? now : null,
      updated_at: now,
    }))!;
    await recordInvoiceSales(tx, finalized);
    if (paidAtOnce)
      await recordWebhookEvent(
        tx,
        organization.id,
        'invoice.paid',
        {
          invoice: {
            id: finalized.id,
            number: finalized.number,
            client_id: finalized.client_id,
            amount_due_cents: finalized.amount_due_cents,
            paid_cents: finalized.paid_cents,
            paid_at: now.toISOString(),
            payment_id: null,
          },
        },
        now,
      );
    await recordClientCredit(tx, organization.id, client, {
      kind: 'applied',
      amount_cents: -totals.credit_applied_cents,
      invoice_id: id,
      note: `Used on invoice #${invoice.number}`,
      created_by_user_id: userId,
      created_at: now,
    });
    await refreshClientBalance(tx, organization.id, client);
    const payLink = paidAtOnce ? null : await issuePayLink(tx, deps.config, finalized);
    return { outcome: 'finalized', invoice: finalized, pay_link: payLink };
  });
}
