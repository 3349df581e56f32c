import PDFDocument from 'pdfkit';
import { formatCents, type PaySlipWire } from '@employee-portal/core';
import { decimalHours } from './pay-run-csv.ts';

const TEAL = '#00796b';

const ADJUSTMENT_LABELS = { bonus: 'Bonus', deduction: 'Deduction', reimbursement: 'Reimbursement' } as const;

/**
 * The slip's pay, one line per amount above the gross: each kind of pay, then each adjustment with its note and
 * each corrected earlier period, so the lines add up to the gross to the cent. Salary only when there is one.
 */
export function paySlipPayLines(slip: PaySlipWire): { label: string; detail: string; cents: number }[] {
  return [
    { label: 'Regular pay', detail: `${decimalHours(slip.regular_minutes)} h`, cents: slip.regular_pay_cents },
    { label: 'Overtime pay', detail: `${decimalHours(slip.overtime_minutes)} h`, cents: slip.overtime_pay_cents },
    {
      label: 'Piece-rate pay',
      detail: `${slip.jobs_completed} jobs, ${slip.dogs} dogs, ${slip.yards} yards`,
      cents: slip.piece_rate_pay_cents,
    },
    { label: 'Commission', detail: `on ${formatCents(slip.job_revenue_cents)} revenue`, cents: slip.commission_cents },
    ...(slip.salary_cents !== 0 ? [{ label: 'Salary', detail: '', cents: slip.salary_cents }] : []),
    {
      label: 'Mileage reimbursement',
      detail: `${slip.miles} mi × ${formatCents(slip.mileage_rate_cents)}`,
      cents: slip.mileage_cents,
    },
    { label: 'Tips', detail: '', cents: slip.tips_cents },
    ...slip.adjustments.map((adjustment) => ({
      label: ADJUSTMENT_LABELS[adjustment.kind],
      detail: adjustment.note,
      cents: adjustment.kind === 'deduction' ? -adjustment.amount_cents : adjustment.amount_cents,
    })),
    ...slip.corrections.map((correction) => ({
      label: 'Prior period correction',
      detail: `${correction.start_date} to ${correction.end_date}`,
      cents: correction.amount_cents,
    })),
  ];
}

interface SlipContext {
  organizationName: string;
  period: { start_date: string; end_date: string };
  isDraft: boolean;
}

/** One member's pay slip (US Letter): hours, each kind of pay, adjustments with their notes, and the gross. */
export function paySlipPdf(slip: PaySlipWire, context: SlipContext): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Pay slip ${slip.full_name} ${context.period.start_date} to ${context.period.end_date}`,
      Author: context.organizationName,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const left = 54;
  const width = document.page.width - 108;

  document.fillColor(TEAL).font('Helvetica-Bold').fontSize(18).text(context.organizationName, left, 54, { width });
  document
    .fontSize(14)
    .text(context.isDraft ? 'Pay slip (DRAFT: not final)' : 'Pay slip', { width })
    .moveDown(0.5);
  document
    .fillColor('black')
    .font('Helvetica')
    .fontSize(11)
    .text(`Staff member: ${slip.full_name}`)
    .text(`Pay period: ${context.period.start_date} to ${context.period.end_date}`)
    .moveDown(1);

  const line = (label: string, detail: string, amount: string, bold = false) => {
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    document.text(label, left, y, { width: 200 });
    document.text(detail, left + 200, y, { width: 190 });
    document.text(amount, left + 390, y, { width: width - 390, align: 'right' });
    document.moveDown(0.3);
  };

  line('Hours worked', `${decimalHours(slip.worked_minutes)} h`, '');
  for (const entry of paySlipPayLines(slip)) line(entry.label, entry.detail, formatCents(entry.cents));
  document.moveDown(0.5);
  document
    .moveTo(left, document.y)
    .lineTo(left + width, document.y)
    .stroke(TEAL);
  document.moveDown(0.5);
  line('Gross pay', '', formatCents(slip.gross_cents), true);
  document
    .moveDown(2)
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#555555')
    .text('Gross pay before taxes and withholdings, which your payroll provider computes.', left, document.y, {
      width,
    });
  document.end();
  return done;
}

export const paySlipFilename = (slip: Pick<PaySlipWire, 'full_name'>, period: { start_date: string }) =>
  `pay-slip-${period.start_date}-${slip.full_name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`;
