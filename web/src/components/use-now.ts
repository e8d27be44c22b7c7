import type { Clock } from '@toolbox/core/ports';
import { useEffect, useState } from 'react';

/** The clock's time, read again every `everyMs` while the component is mounted (live clocks, "in 12 min"). */
export function useNow(clock: Clock, everyMs = 1000): Date {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
