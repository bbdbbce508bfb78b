import { useEffect, useState } from 'react';

/**
 * The current time (ms), renewed every `everyMs`: "5 min ago" keeps counting on the staff board and the
 * checkout's offered slots move on while it is open.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
