/**
 * The parts gross pay is made of, in the order every pay table, export and pay slip shows them. Each part is a whole
 * number of cents rounded once when the slip was computed, so a table that shows every part adds up to its gross
 * exactly, row by row and in its totals. Deductions are the one part that counts negative.
 */
export const grossPayParts = [
  { key: 'regular_pay_cents', label: 'Regular Pay', sign: 1 },
  { key: 'overtime_pay_cents', label: 'Overtime Pay', sign: 1 },
  { key: 'piece_rate_pay_cents', label: 'Piece Rate Pay', sign: 1 },
  { key: 'commission_cents', label: 'Commission', sign: 1 },
  { key: 'salary_cents', label: 'Salary', sign: 1 },
  { key: 'mileage_cents', label: 'Mileage', sign: 1 },
  { key: 'tips_cents', label: 'Tips', sign: 1 },
  { key: 'bonus_cents', label: 'Bonuses', sign: 1 },
  { key: 'reimbursement_cents', label: 'Reimbursements', sign: 1 },
  { key: 'deduction_cents', label: 'Deductions', sign: -1 },
  { key: 'prior_period_correction_cents', label: 'Prior Periods', sign: 1 },
] as const;

export type GrossPayPart = (typeof grossPayParts)[number];
export type GrossPayPartKey = GrossPayPart['key'];
export type GrossPayFigures = Record<GrossPayPartKey, number>;

/**
 * What a part adds to gross: the figure, negative for deductions (stored positive, as the office typed them). No
 * deduction is 0, never -0, which money formatting would print as "-$0.00".
 */
export const signedPartCents = (part: GrossPayPart, figures: GrossPayFigures) => part.sign * figures[part.key] || 0;

/** Gross pay as the sum of its parts. */
export const grossOfParts = (figures: GrossPayFigures) =>
  grossPayParts.reduce((sum, part) => sum + signedPartCents(part, figures), 0);

export const GROSS_PAY_NOTE =
  'The pay columns add up to Gross; deductions count negative. Prior Periods corrects earlier pay runs that were ' +
  'already created when a shift in them changed.';
