import { useEffect, useState } from 'react';

/** The current time, renewed every second while `running`: the elapsed time of a running shift ticks with it. */
export function useTickingNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
