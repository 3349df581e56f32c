/** What the office does with an invoice once written: finalize and send, send again, void, print. */
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { refusal, validationFailed } from '../../platform/http/errors.ts';
import { chargeAutopayInvoiceNow, issuePayLink } from '../payments/index.ts';
import { voidUnpaidInvoice } from './invoice-void.ts';
import { finalizeInvoice, type FinalizeOutcome, type FinalizeResult } from './invoice-finalize.ts';
import { emailInvoice, invoicePdfFilename, printInvoice } from './invoice-email.ts';
import { findInvoice } from './invoices.repository.ts';
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
  await voidUnpaidInvoice(deps, member.organization.id, id, reason, member.user.id);
  return {
    invoice: await presentInvoice(deps, member, await invoiceOrNotFound(deps, member, id)),
    message: `Invoice #${before.number} was voided.`,
  };
}

export async function invoicePdfOf(deps: AppDeps, member: MemberContext, id: number) {
  const invoice = await invoiceOrNotFound(deps, member, id);
  return { pdf: await printInvoice(deps, member.organization, invoice), filename: invoicePdfFilename(invoice) };
}
