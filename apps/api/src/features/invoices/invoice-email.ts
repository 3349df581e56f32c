import { formatCents, shownInvoiceStatus } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { OrganizationRow } from '../../platform/auth/session.repository.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { billingSettingsOf } from './billing-settings.repository.ts';
import { linesOf, updateInvoice, type InvoiceRow } from './invoices.repository.ts';
import { invoicePdf } from './invoice.pdf.ts';
import { invoiceLetterhead } from '../branding/index.ts';

export const invoicePdfFilename = (invoice: Pick<InvoiceRow, 'number'>) => `invoice-${invoice.number}.pdf`;

export async function printInvoice(deps: AppDeps, organization: OrganizationRow, invoice: InvoiceRow) {
  const scope = { organization_id: organization.id, id: invoice.id };
  const [settings, letterhead] = await Promise.all([
    billingSettingsOf(deps.db, organization.id),
    invoiceLetterhead(deps.db, organization.id),
  ]);
  return invoicePdf(invoice, await linesOf(deps.db, scope), {
    organizationName: letterhead.display_name ?? organization.name,
    brandColor: letterhead.color,
    companyDetails: letterhead.details,
    footer: settings.invoice_footer,
    businessTaxId: settings.business_tax_id,
    shownStatus: shownInvoiceStatus(invoice, organizationToday(organization, deps.clock.now())),
  });
}

/**
 * Sends the invoice to the client with its PDF and, while money is owed, the pay link. Answers false (sending
 * nothing) when the client has no e-mail address. The invoice is stamped sent only once the mail went out.
 */
export async function emailInvoice(
  deps: AppDeps,
  organization: OrganizationRow,
  invoice: InvoiceRow,
  payLink: string | null,
): Promise<boolean> {
  const to = invoice.bill_to.email;
  if (!to) return false;
  const balance = invoice.amount_due_cents - invoice.paid_cents;
  const text = [
    `Hello ${invoice.bill_to.name},`,
    balance > 0
      ? `Invoice #${invoice.number} from ${organization.name} for ${formatCents(invoice.total_cents)} is attached. ${formatCents(balance)} is due by ${invoice.due_date}.`
      : `Invoice #${invoice.number} from ${organization.name} for ${formatCents(invoice.total_cents)} is attached. Nothing is due: it is paid.`,
    ...(payLink && balance > 0 ? [`Pay online: ${payLink}`] : []),
    `Thank you for your business.`,
  ].join('\n\n');
  await deps.mail.send({
    to,
    subject: `Invoice #${invoice.number} from ${organization.name}`,
    text,
    attachments: [
      {
        filename: invoicePdfFilename(invoice),
        content: await printInvoice(deps, organization, invoice),
        contentType: 'application/pdf',
      },
    ],
    organization_id: organization.id,
  });
  await updateInvoice(deps.db, { organization_id: organization.id, id: invoice.id }, { sent_at: deps.clock.now() });
  return true;
}
