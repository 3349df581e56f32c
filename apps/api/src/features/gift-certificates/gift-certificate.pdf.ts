import PDFDocument from 'pdfkit';
import { formatCents, formatGiftCertificateCode } from '@employee-portal/core';
import type { GiftCertificateRow } from './gift-certificates.repository.ts';

const TEAL = '#00796b';

/** A printable certificate (US Letter, landscape): what the recipient needs to redeem it, nothing internal. */
export function giftCertificatePdf(certificate: GiftCertificateRow, organizationName: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 54,
    info: { Title: `Gift Certificate ${formatGiftCertificateCode(certificate.code)}`, Author: organizationName },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const width = document.page.width - 108;
  document
    .rect(36, 36, document.page.width - 72, document.page.height - 72)
    .lineWidth(3)
    .stroke(TEAL);
  document
    .fillColor(TEAL)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(organizationName, 54, 80, { width, align: 'center' });
  document.fontSize(40).text('Gift Certificate', { width, align: 'center' });
  document
    .moveDown(0.5)
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(48)
    .text(formatCents(certificate.amount_cents), { width, align: 'center' });
  document
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(18)
    .text(`For ${certificate.recipient_name}`, { width, align: 'center' });
  document.text(`From ${certificate.purchaser_name}`, { width, align: 'center' });
  if (certificate.message)
    document
      .moveDown(0.5)
      .font('Helvetica-Oblique')
      .fontSize(14)
      .text(`“${certificate.message}”`, { width, align: 'center' });
  document
    .moveDown(1)
    .font('Courier-Bold')
    .fontSize(22)
    .text(`Code: ${formatGiftCertificateCode(certificate.code)}`, { width, align: 'center' });
  document
    .font('Helvetica')
    .fontSize(12)
    .text(certificate.expires_on ? `Valid until ${certificate.expires_on}` : 'No expiry date', {
      width,
      align: 'center',
    });
  document.end();
  return done;
}
