import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, renewed every minute: trial days and access (menu greying, banner) follow it without a reload. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
