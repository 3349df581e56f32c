/** What the office does with an invoice once written: finalize and send, send again, void, print. */
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { returnFromVoidedInvoice } from '../gift-certificates/index.ts';
import { chargeAutopayInvoiceNow, issuePayLink } from '../payments/index.ts';
import {
  applicationsOfInvoices,
  clientRefOf,
  lockClientAccount,
  recordClientCredit,
  refreshClientBalance,
} from './client-ledger.ts';
import { finalizeInvoice, type FinalizeOutcome, type FinalizeResult } from './invoice-finalize.ts';
import { emailInvoice, invoicePdfFilename, printInvoice } from './invoice-email.ts';
import { findInvoice, updateInvoice } from './invoices.repository.ts';
import { invoiceOrNotFound, presentInvoice } from './invoices.service.ts';

const isVoid = () => refusal(409, 'invoice_void', 'This invoice was voided.');

/**
 * Finalizes, charges the card on file at once when the invoice is on autopay (a decline is retried on the billing
 * settings' schedule by the autopay task), then e-mails the invoice: with the pay link while it is still open, as paid
 * when the charge went through.
 */
async function finalizeChargeAndSend(
  deps: AppDeps,
  member: MemberContext,
  id: number,
): Promise<FinalizeResult & { emailed: boolean }> {
  const result = await finalizeInvoice(deps, member.organization, id, member.user.id);
  if (result.outcome !== 'finalized') return { ...result, emailed: false };
  let invoice = result.invoice!;
  if (invoice.autopay && invoice.status === 'open') {
    await chargeAutopayInvoiceNow(deps, invoice);
    invoice = (await findInvoice(deps.db, { organization_id: member.organization.id, id })) ?? invoice;
  }
  const payLink = invoice.status === 'open' ? result.pay_link : null;
  const emailed = await emailInvoice(deps, member.organization, invoice, payLink);
  return { ...result, invoice, emailed };
}

export async function finalizeOne(deps: AppDeps, member: MemberContext, id: number) {
  await invoiceOrNotFound(deps, member, id);
  const result = await finalizeChargeAndSend(deps, member, id);
  if (result.outcome === 'void') throw isVoid();
  let message = `Invoice #${result.invoice!.number} is already finalized; nothing changed.`;
  if (result.outcome === 'finalized') {
    const emailed = result.emailed;
    message = emailed
      ? `Invoice #${result.invoice!.number} was finalized and e-mailed to ${result.invoice!.bill_to.email}.`
      : `Invoice #${result.invoice!.number} was finalized. The client has no e-mail address, so it was not sent.`;
  }
  const invoice = await invoiceOrNotFound(deps, member, id);
  return { invoice: await presentInvoice(deps, member, invoice), message };
}

/** Finalizes each invoice in its own transaction: one that cannot be finalized leaves the others finalized. */
export async function finalizeAndSend(deps: AppDeps, member: MemberContext, ids: readonly number[]) {
  const results: { id: number; outcome: FinalizeOutcome | 'refused'; emailed: boolean }[] = [];
  for (const id of new Set(ids)) {
    try {
      const result = await finalizeChargeAndSend(deps, member, id);
      results.push({ id, outcome: result.outcome, emailed: result.emailed });
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
      results.push({ id, outcome: 'refused', emailed: false });
    }
  }
  const finalized = results.filter((result) => result.outcome === 'finalized');
  const emailed = finalized.filter((result) => result.emailed).length;
  const skipped = results.length - finalized.length;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const message = [
    `${plural(finalized.length, 'invoice')} finalized, ${emailed} e-mailed.`,
    ...(skipped ? [`${plural(skipped, 'invoice')} skipped (not drafts).`] : []),
  ].join(' ');
  return { message, results };
}

/** Sends the invoice again with a fresh pay link; the link in the earlier e-mail stops opening the pay page. */
export async function resendInvoice(deps: AppDeps, member: MemberContext, id: number) {
  const invoice = await invoiceOrNotFound(deps, member, id);
  if (invoice.status === 'draft')
    throw refusal(409, 'invoice_not_finalized', 'Finalize the invoice before sending it.');
  if (invoice.status === 'void') throw isVoid();
  if (!invoice.bill_to.email) throw validationFailed({ email: ['The client has no e-mail address'] });
  const payLink = invoice.status === 'open' ? await issuePayLink(deps.db, deps.config, invoice) : null;
  await emailInvoice(deps, member.organization, invoice, payLink);
  return {
    invoice: await presentInvoice(deps, member, await invoiceOrNotFound(deps, member, id)),
    message: `Invoice #${invoice.number} was e-mailed to ${invoice.bill_to.email}.`,
  };
}

/**
 * Voids a draft, or a finalized invoice no payment went to: open, or paid at finalization by credit and gift
 * certificate alone (one a payment paid is refunded instead). The credit it used goes back to the client, a gift
 * certificate's amount to the certificate, and its pay link stops working.
 */
export async function voidInvoice(deps: AppDeps, member: MemberContext, id: number, reason: string) {
  const before = await invoiceOrNotFound(deps, member, id);
  const scope = { organization_id: member.organization.id, id };
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
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
    await recordClientCredit(tx, scope.organization_id, client, {
      kind: 'applied',
      amount_cents: invoice.credit_applied_cents,
      invoice_id: id,
      note: `Given back: invoice #${invoice.number} voided`,
      created_by_user_id: member.user.id,
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
        user_id: member.user.id,
        now,
      });
    await refreshClientBalance(tx, scope.organization_id, client);
  });
  return {
    invoice: await presentInvoice(deps, member, await invoiceOrNotFound(deps, member, id)),
    message: `Invoice #${before.number} was voided.`,
  };
}

export async function invoicePdfOf(deps: AppDeps, member: MemberContext, id: number) {
  const invoice = await invoiceOrNotFound(deps, member, id);
  return { pdf: await printInvoice(deps, member.organization, invoice), filename: invoicePdfFilename(invoice) };
}
