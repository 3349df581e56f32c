import { useEffect, useState } from 'react';

const QUOTE_DELAY_MS = 400;

/** A value that follows `value` once it has stopped changing for a moment (the live quote asks once typing pauses). */
export function useDebounced<T>(value: T, delayMs = QUOTE_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The serialized value is what matters: a new object with the same terms must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}
