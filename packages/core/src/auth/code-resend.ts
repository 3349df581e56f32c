/** Sending a new sign-in code during the code step: how long to wait, in words a person reads at a glance. */

/** Seconds the code step's "Resend code" stays unavailable after a code was sent again. */
export const CODE_RESEND_COOLDOWN_SECONDS = 30;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 42 -> '42 seconds', 61 -> '2 minutes', 3600 -> '1 hour': rounded up, so the wait is never shorter than said. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole <= 3600) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}
