/**
 * Card expiry rules of the card forms (spec §5, §9): a month and a year chosen from lists, the year list starting at
 * the current year and covering 20 years, a card good through the end of its expiry month, sent as MMYY.
 */

/** Spec §9: the expiry year list has 20 entries (the current year plus 19 more). */
export const EXPIRY_YEAR_COUNT = 20;

/** A calendar month: the card holder's, since a card expires at the end of its month wherever it is used. */
export interface CalendarMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export const calendarMonthOf = (date: Date): CalendarMonth => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
});

/** '01' to '12', the values of the expiry month select. */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

/** The expiry year choices as 4-digit texts: this year and the 19 after it. */
export function expiryYearChoices(today: CalendarMonth): string[] {
  return Array.from({ length: EXPIRY_YEAR_COUNT }, (_, index) => String(today.year + index));
}

/** True when the card's expiry month is before the current month; a card expiring this month still works. */
export function isCardExpired(expiry: CalendarMonth, today: CalendarMonth): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

/** The processor's expiry format (spec §3 subscription payload): month and year as MMYY. */
export function expiryMmYy(expiry: CalendarMonth): string {
  return `${String(expiry.month).padStart(2, '0')}${String(expiry.year % 100).padStart(2, '0')}`;
}

/** Reads the MMYY of a stored card back as a month ('1230' → December 2030); null for anything else. */
export function parseExpiryMmYy(text: string | null | undefined): CalendarMonth | null {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** 'MM/YY', how a card's expiry is printed on it and shown back to its holder. */
export const formatCardExpiry = (expiry: CalendarMonth) =>
  `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
