import { useEffect, useState } from 'react';

/**
 * Runs `run` in a task of its own after the browser's next frame (animation frame, then a timer), so the
 * work before it is laid out and painted first. Where there are no frames (a hidden tab, a test without
 * them), after a timer alone. Returns a cancel function.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * 0 on the first render, then one more each frame up to `last`. A long page renders its top first and the
 * rest in slices, each in a task of its own after the previous one is painted: no render and no layout blocks
 * the main thread as long as one render of everything (the type home, decisions 0108 and 0123).
 */
export function useRevealStage(last: number): number {
  const [stage, setStage] = useState(0);
  useNextStage(stage, last, setStage);
  return stage;
}

/**
 * `useRevealStage` for a component that learns how many stages it has only from what its first stages
 * render: it keeps `stage` itself (0 at first) and passes the `last` it knows now, each render.
 */
export function useNextStage(stage: number, last: number, setStage: (next: (current: number) => number) => void) {
  useEffect(() => {
    if (stage >= last) return;
    return afterNextFrame(() => setStage((current) => Math.min(last, current + 1)));
  }, [stage, last, setStage]);
}

/** False on the first render, true in a task of its own once it is painted (`useRevealStage(1)`). */
export function useDeferredReveal(): boolean {
  return useRevealStage(1) > 0;
}
