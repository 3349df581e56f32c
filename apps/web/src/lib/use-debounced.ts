import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stopped changing for `delayMs`: a search box or a live quote asks the
 * server once typing pauses, not at every key.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
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
