/** The browser's IANA time zone, sent with the login (spec §3 login payload); undefined where the browser hides it. */
export function guessTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
