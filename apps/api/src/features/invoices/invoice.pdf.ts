import PDFDocument from 'pdfkit';
import {
  contrastRatio,
  formatCents,
  invoiceStatusLabels,
  TEXT_CONTRAST_MINIMUM,
  type InvoiceShownStatus,
} from '@employee-portal/core';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.ts';

const TEAL = '#00796b';

export interface InvoicePdfContext {
  organizationName: string;
  /** The organization's primary colour, used for its name when it reads on white paper. */
  brandColor?: string | null;
  /** Address, phone, e-mail and website from the branding settings. */
  companyDetails?: readonly string[];
  footer: string | null;
  businessTaxId: string | null;
  shownStatus: InvoiceShownStatus;
}

/** A printable invoice (US Letter): what the client owes and why, nothing internal. */
export function invoicePdf(invoice: InvoiceRow, lines: readonly InvoiceLineRow[], context: InvoicePdfContext) {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Invoice #${invoice.number}`, Author: context.organizationName },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const left = 54;
  const width = document.page.width - 108;

  const nameColor =
    context.brandColor && (contrastRatio(context.brandColor, '#ffffff') ?? 0) >= TEXT_CONTRAST_MINIMUM
      ? context.brandColor
      : TEAL;
  document
    .fillColor(nameColor)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(context.organizationName, left, 54, {
      width: width / 2,
    });
  document.fillColor('black').font('Helvetica').fontSize(9);
  for (const detail of context.companyDetails ?? []) document.text(detail, { width: width / 2 });
  if (context.businessTaxId) document.text(`Tax ID ${context.businessTaxId}`, { width: width / 2 });
  document
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Invoice #${invoice.number}`, left, 54, { width, align: 'right' });
  document
    .font('Helvetica')
    .fontSize(10)
    .text(`Status: ${invoiceStatusLabels[context.shownStatus]}`, { width, align: 'right' })
    .text(`Issued: ${invoice.issue_date}`, { width, align: 'right' })
    .text(`Due: ${invoice.due_date}`, { width, align: 'right' });
  if (invoice.period_start && invoice.period_end)
    document.text(`Period: ${invoice.period_start} to ${invoice.period_end}`, { width, align: 'right' });

  document.moveDown(1.5).font('Helvetica-Bold').fontSize(11).text('Bill to', left);
  document.font('Helvetica').fontSize(10).text(invoice.bill_to.name);
  for (const detail of [invoice.bill_to.address, invoice.bill_to.email, invoice.bill_to.phone])
    if (detail) document.text(detail);

  const columns = { description: left, quantity: left + 290, unit: left + 350, amount: left + 430 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(cells[0], columns.description, y, { width: 280 });
    const after = document.y;
    document.text(cells[1], columns.quantity, y, { width: 50, align: 'right' });
    document.text(cells[2], columns.unit, y, { width: 70, align: 'right' });
    document.text(cells[3], columns.amount, y, { width: width - 430, align: 'right' });
    document.y = Math.max(after, document.y) + 4;
  };
  document.moveDown(1.5);
  row(['Description', 'Qty', 'Unit price', 'Amount'], true);
  document
    .moveTo(left, document.y)
    .lineTo(left + width, document.y)
    .stroke(TEAL);
  document.y += 4;
  for (const line of lines)
    row([
      line.service_date ? `${line.description} (${line.service_date})` : line.description,
      String(line.quantity),
      formatCents(line.unit_cents),
      formatCents(line.amount_cents),
    ]);

  document.moveDown(1);
  const total = (label: string, cents: number, bold = false) => {
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(label, columns.quantity - 60, y, { width: 200, align: 'left' });
    document.text(formatCents(cents), columns.amount, y, { width: width - 430, align: 'right' });
    document.y += 4;
  };
  total('Subtotal', invoice.subtotal_cents);
  if (invoice.discount_cents)
    total(`Discount${invoice.coupon_code ? ` (${invoice.coupon_code})` : ''}`, -invoice.discount_cents);
  if (invoice.tax_cents || invoice.tax_rate_millipercent)
    total(`Sales tax${invoice.tax_rate_name ? ` (${invoice.tax_rate_name})` : ''}`, invoice.tax_cents);
  total('Total', invoice.total_cents, true);
  if (invoice.credit_applied_cents) total('Credit applied', -invoice.credit_applied_cents);
  if (invoice.gift_certificate_applied_cents) total('Gift certificate', -invoice.gift_certificate_applied_cents);
  if (invoice.paid_cents) total('Paid', -invoice.paid_cents);
  total('Balance due', invoice.status === 'void' ? 0 : invoice.amount_due_cents - invoice.paid_cents, true);

  if (invoice.notes)
    document.moveDown(1).font('Helvetica').fontSize(10).text(invoice.notes, left, document.y, { width });
  if (context.footer)
    document.moveDown(1).font('Helvetica-Oblique').fontSize(9).text(context.footer, left, document.y, { width });
  document.end();
  return done;
}
