/**
 * A run as CSV: a generic layout with every figure, and the import layouts Gusto and ADP Workforce Now document
 * (research notes §5.3). Amounts are plain decimals ('1234.50') and hours decimal hours ('43.75'): what both
 * providers read. Neither takes our piece rates or mileage as such, so each is mapped to the nearest earning they do
 * take, as noted per layout.
 */
import { centsToDollarsText, type PayRunExportQuery, type PaySlipWire } from '@employee-portal/core';
import { toCsv } from '../../platform/http/csv.ts';

/** The member's ids at the payroll providers (payroll settings), by membership. */
export type ProviderIds = ReadonlyMap<number, { gusto_employee_id: string | null; adp_file_number: string | null }>;

export const decimalHours = (minutes: number) => (minutes / 60).toFixed(2);
const money = centsToDollarsText;

const notesOf = (slip: PaySlipWire) =>
  [
    ...slip.adjustments.map((entry) => `${entry.kind}: ${entry.note}`),
    ...slip.corrections.map((entry) => `correction ${entry.start_date}–${entry.end_date}`),
  ].join('; ');

function genericCsv(run: { start_date: string; end_date: string }, slips: readonly PaySlipWire[]) {
  return toCsv(
    [
      'Name',
      'Period Start',
      'Period End',
      'Worked Hours',
      'Regular Hours',
      'Overtime Hours',
      'Regular Pay',
      'Overtime Pay',
      'Jobs Completed',
      'Job Revenue',
      'Dogs',
      'Yards',
      'Piece Rate Pay',
      'Commission',
      'Salary',
      'Miles',
      'Mileage Reimbursement',
      'Tips',
      'Bonus',
      'Deduction',
      'Reimbursement',
      'Prior Period Correction',
      'Gross',
      'Notes',
    ],
    slips.map((slip) => [
      slip.full_name,
      run.start_date,
      run.end_date,
      decimalHours(slip.worked_minutes),
      decimalHours(slip.regular_minutes),
      decimalHours(slip.overtime_minutes),
      money(slip.regular_pay_cents),
      money(slip.overtime_pay_cents),
      slip.jobs_completed,
      money(slip.job_revenue_cents),
      slip.dogs,
      slip.yards,
      money(slip.piece_rate_pay_cents),
      money(slip.commission_cents),
      money(slip.salary_cents),
      slip.miles,
      money(slip.mileage_cents),
      money(slip.tips_cents),
      money(slip.bonus_cents),
      money(slip.deduction_cents),
      money(slip.reimbursement_cents),
      money(slip.prior_period_correction_cents),
      money(slip.gross_cents),
      notesOf(slip),
    ]),
  );
}

const splitName = (fullName: string) => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
};

/**
 * Gusto's regular-payroll upload. Gusto pays hours at the rate it holds and takes no custom earning types: piece-rate
 * pay goes in bonus, mileage with the reimbursements, and deductions reduce the correction payment. Salary is left to
 * Gusto, which pays salaried people itself.
 */
function gustoCsv(slips: readonly PaySlipWire[], ids: ProviderIds) {
  return toCsv(
    [
      'first_name',
      'last_name',
      'gusto_employee_id',
      'regular_hours',
      'overtime_hours',
      'bonus',
      'commission',
      'paycheck_tips',
      'correction_payment',
      'reimbursement',
      'personal_note',
    ],
    slips.map((slip) => {
      const name = splitName(slip.full_name);
      return [
        name.first,
        name.last,
        ids.get(slip.membership_id)?.gusto_employee_id ?? '',
        decimalHours(slip.regular_minutes),
        decimalHours(slip.overtime_minutes),
        money(slip.bonus_cents + slip.piece_rate_pay_cents),
        money(slip.commission_cents),
        money(slip.tips_cents),
        money(slip.prior_period_correction_cents - slip.deduction_cents),
        money(slip.reimbursement_cents + slip.mileage_cents),
        notesOf(slip),
      ];
    }),
  );
}

/** ADP earnings codes this export writes; the company maps them to its own codes once in Workforce Now. */
export const adpEarningCodes = {
  piece_rate: 'PCE',
  commission: 'CMS',
  tips: 'TIP',
  bonus: 'BON',
  mileage: 'MIL',
  reimbursement: 'RMB',
  correction: 'COR',
  deduction: 'DED',
} as const;

/**
 * ADP Workforce Now paydata import: Co Code, Batch ID and File # lead; hours and earnings follow, extra earnings as
 * code and amount pairs. ADP takes several lines for one File #, so earnings beyond three go on further lines.
 */
function adpCsv(slips: readonly PaySlipWire[], ids: ProviderIds, companyCode: string, batchId: string) {
  const columns = [
    'Co Code',
    'Batch ID',
    'File #',
    'Reg Hours',
    'O/T Hours',
    'Reg Earnings',
    'O/T Earnings',
    'Earnings 3 Code',
    'Earnings 3 Amount',
    'Earnings 4 Code',
    'Earnings 4 Amount',
    'Earnings 5 Code',
    'Earnings 5 Amount',
    'Adjust Deduction Code',
    'Adjust Deduction Amount',
  ];
  const records: (string | number)[][] = [];
  for (const slip of slips) {
    const extras = (
      [
        [adpEarningCodes.piece_rate, slip.piece_rate_pay_cents],
        [adpEarningCodes.commission, slip.commission_cents],
        [adpEarningCodes.tips, slip.tips_cents],
        [adpEarningCodes.bonus, slip.bonus_cents],
        [adpEarningCodes.mileage, slip.mileage_cents],
        [adpEarningCodes.reimbursement, slip.reimbursement_cents],
        [adpEarningCodes.correction, slip.prior_period_correction_cents],
      ] as const
    ).filter(([, cents]) => cents !== 0);
    const lines = Math.max(1, Math.ceil(extras.length / 3));
    for (let line = 0; line < lines; line++) {
      const first = line === 0;
      const pairs = extras.slice(line * 3, line * 3 + 3).flatMap(([code, cents]) => [code, money(cents)]);
      while (pairs.length < 6) pairs.push('');
      records.push([
        companyCode,
        batchId,
        ids.get(slip.membership_id)?.adp_file_number ?? '',
        first ? decimalHours(slip.regular_minutes) : '',
        first ? decimalHours(slip.overtime_minutes) : '',
        first ? money(slip.regular_pay_cents + slip.salary_cents) : '',
        first ? money(slip.overtime_pay_cents) : '',
        ...pairs,
        first && slip.deduction_cents > 0 ? adpEarningCodes.deduction : '',
        first && slip.deduction_cents > 0 ? money(slip.deduction_cents) : '',
      ]);
    }
  }
  return toCsv(columns, records);
}

export function payRunCsv(
  run: { id: number; start_date: string; end_date: string },
  slips: readonly PaySlipWire[],
  query: PayRunExportQuery,
  ids: ProviderIds,
) {
  switch (query.layout) {
    case 'gusto':
      return { filename: `gusto-payroll-${run.start_date}-${run.end_date}.csv`, csv: gustoCsv(slips, ids) };
    case 'adp': {
      const company = query.company_code ?? '';
      return {
        filename: `PR${company}EPI.csv`,
        csv: adpCsv(slips, ids, company, query.batch_id ?? `PR${run.id}`.slice(0, 6)),
      };
    }
    default:
      return { filename: `pay-run-${run.start_date}-${run.end_date}.csv`, csv: genericCsv(run, slips) };
  }
}
