/** How often a subscription is serviced (issue 7 pricing setup) and what that means for days and visits. */
export const serviceFrequencies = [
  'one_time',
  'once_a_week',
  'twice_a_week',
  'every_two_weeks',
  'once_a_month',
  'custom',
] as const;
export type ServiceFrequency = (typeof serviceFrequencies)[number];

export const serviceFrequencyLabels: Record<ServiceFrequency, string> = {
  one_time: 'One Time',
  once_a_week: 'Once a Week',
  twice_a_week: 'Twice a Week',
  every_two_weeks: 'Every Two Weeks',
  once_a_month: 'Once a Month',
  custom: 'Custom',
};

/** A plan named after its frequency ('Once a Week') does not repeat it as '(Once a Week)'. */
export function frequencyBesidePlan(planName: string, frequency: ServiceFrequency): string | null {
  const label = serviceFrequencyLabels[frequency];
  return planName.trim().toLowerCase() === label.toLowerCase() ? null : label;
}

/** 'Premium (Twice a Week)', or just 'Once a Week' for a plan so named. */
export function planWithFrequency(planName: string, frequency: ServiceFrequency): string {
  const label = frequencyBesidePlan(planName, frequency);
  return label ? `${planName} (${label})` : planName;
}

/** Recurring weekdays a plan needs ('N service days must be selected'); null for one-time plans, which take dates. */
export function requiredServiceDays(
  frequency: ServiceFrequency,
  customDaysPerWeek: number | null = null,
): number | null {
  switch (frequency) {
    case 'one_time':
      return null;
    case 'twice_a_week':
      return 2;
    case 'custom':
      return customDaysPerWeek ?? 1;
    default:
      return 1;
  }
}

/** How far apart one service day's visits are. */
export type Cadence = { kind: 'weekly'; intervalWeeks: number } | { kind: 'monthly' } | { kind: 'once' };

export function cadenceOf(frequency: ServiceFrequency): Cadence {
  switch (frequency) {
    case 'one_time':
      return { kind: 'once' };
    case 'every_two_weeks':
      return { kind: 'weekly', intervalWeeks: 2 };
    case 'once_a_month':
      return { kind: 'monthly' };
    default:
      return { kind: 'weekly', intervalWeeks: 1 };
  }
}

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/**
 * A month's worth of a per-visit price, in cents: weekly service is 52 weeks spread over 12 months, so a $20 weekly
 * visit is worth $86.67 a month. One-time service has no monthly value.
 */
export function monthlyValueCents(
  perVisitCents: number,
  frequency: ServiceFrequency,
  customDaysPerWeek: number | null = null,
): number {
  const cadence = cadenceOf(frequency);
  if (cadence.kind === 'once') return 0;
  if (cadence.kind === 'monthly') return perVisitCents;
  const days = requiredServiceDays(frequency, customDaysPerWeek) ?? 1;
  return Math.round((perVisitCents * days * WEEKS_PER_YEAR) / (cadence.intervalWeeks * MONTHS_PER_YEAR));
}
