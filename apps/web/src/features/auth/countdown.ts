import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms), never negative; 0 when there is none. */
export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** When the next code may be asked for: `timer` seconds after the last one was sent. */
export function resendDeadline(otpStartedAt: number | null, timerSeconds: number): number | null {
  return otpStartedAt === null ? null : otpStartedAt + timerSeconds * 1000;
}

/** "0:27": minutes and seconds for a countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds left until `deadline`, re-rendering every second until it has passed. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(deadline, now);
  useEffect(() => {
    if (deadline === null) return;
    // The clock may be stale when a new deadline arrives; read it again at once (outside the render).
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);
  return left;
}
