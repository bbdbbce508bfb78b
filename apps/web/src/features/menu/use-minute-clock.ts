import { useEffect, useState } from 'react';

const minute = 60_000;
const currentMinute = () => Math.floor(Date.now() / minute) * minute;

/** The current time rounded down to the minute; re-renders when the minute changes, so opening hours stay true. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(currentMinute);
  useEffect(() => {
    const id = window.setInterval(() => setNow(currentMinute()), 15_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
