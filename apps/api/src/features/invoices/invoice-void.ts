import type { AppDeps } from '../../platform/deps.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { returnFromVoidedInvoice } from '../gift-certificates/index.ts';
import {
  applicationsOfInvoices,
  clientRefOf,
  lockClientAccount,
  recordClientCredit,
  refreshClientBalance,
} from './client-ledger.ts';
import { findInvoice, releaseTipsOf, updateInvoice } from './invoices.repository.ts';
import { recountSalesDay } from '../dashboard/index.ts';

const isVoid = () => refusal(409, 'invoice_void', 'This invoice was voided.');

/**
 * The void itself, for the office and for the books (an invoice voided in QuickBooks): a draft, or a
 * finalized invoice no payment went to (open, or paid at finalization by credit and gift certificate alone). Refused
 * with 409 when it is void already or a payment paid anything on it, and nothing changes then.
 */
export async function voidUnpaidInvoice(
  deps: AppDeps,
  organizationId: number,
  id: number,
  reason: string,
  userId: number | null,
) {
  const scope = { organization_id: organizationId, id };
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await findInvoice(tx, scope);
    if (!before) throw notFound('This invoice does not exist.');
    const client = clientRefOf(before);
    await lockClientAccount(tx, scope.organization_id, client);
    const invoice = (await findInvoice(tx, scope, { lock: true }))!;
    if (invoice.status === 'void') throw isVoid();
    const payments = await applicationsOfInvoices(tx, scope.organization_id, [id]);
    if (invoice.paid_cents > 0 || payments.length)
      throw refusal(
        409,
        'invoice_has_payments',
        'An invoice with payments cannot be voided; refund the payments first.',
      );
    await updateInvoice(tx, scope, {
      status: 'void',
      voided_at: now,
      void_reason: reason,
      pay_link_token_hash: null,
      updated_at: now,
    });
    // Voided, the invoice bills nothing: its visits may be billed again (the database lets them go) and its tips too.
    await releaseTipsOf(tx, scope);
    if (invoice.status !== 'draft') await recountSalesDay(tx, scope.organization_id, invoice.issue_date);
    await recordClientCredit(tx, scope.organization_id, client, {
      kind: 'applied',
      amount_cents: invoice.credit_applied_cents,
      invoice_id: id,
      note: `Given back: invoice #${invoice.number} voided`,
      created_by_user_id: userId,
      created_at: now,
    });
    // A draft only previews its certificate; a finalized invoice took the money, which goes back.
    if (invoice.status !== 'draft' && invoice.gift_certificate_id && invoice.gift_certificate_applied_cents > 0)
      await returnFromVoidedInvoice(tx, {
        organization_id: scope.organization_id,
        gift_certificate_id: invoice.gift_certificate_id,
        amount_cents: invoice.gift_certificate_applied_cents,
        client_id: invoice.client_id,
        invoice_number: invoice.number,
        user_id: userId,
        now,
      });
    await refreshClientBalance(tx, scope.organization_id, client);
  });
}
