import { useEffect, useState } from 'react';

/**
 * False on the first render, true from a task of its own right after it. A long page renders its top first
 * and the rest in that second task: the browser paints in between, and neither render blocks the main
 * thread as long as one render of everything (the type home of a 1,000-item menu).
 */
export function useDeferredReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) return;
    const timer = setTimeout(() => setRevealed(true), 0);
    return () => clearTimeout(timer);
  }, [revealed]);
  return revealed;
}
