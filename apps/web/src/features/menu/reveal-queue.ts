import { afterNextFrame } from '../../shared/ui/use-deferred-reveal.ts';

/**
 * Reveals placeholders one per task (decision 0112). A fast scroll or a tab jump across a 1,000-item menu
 * brings dozens of placeholders near the viewport at once; revealing them all in the same task rendered
 * hundreds of cards in one go (long tasks up to 1.9 s at 4x CPU). One reveal per task lets the browser take
 * input and paint in between, and a placeholder the scroll has already left by its turn is skipped.
 */
export interface RevealQueue {
  /** Queues `reveal`; at its turn it runs only if `stillWanted()` says so. Returns a cancel function. */
  push(reveal: () => void, stillWanted: () => boolean): () => void;
}

interface Job {
  reveal: () => void;
  stillWanted: () => boolean;
}

/** `schedule` runs its callback in a later task (a macrotask, so the browser can paint and take input first). */
export function createRevealQueue(
  schedule: (run: () => void) => void = (run) => {
    setTimeout(run, 0);
  },
): RevealQueue {
  const jobs: Job[] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    // Jobs no longer wanted are dropped without spending a task on each.
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      if (!job.stillWanted()) continue;
      job.reveal();
      break;
    }
    if (jobs.length > 0) arm();
  };
  const arm = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(next);
  };
  return {
    push(reveal, stillWanted) {
      const job = { reveal, stillWanted };
      jobs.push(job);
      arm();
      return () => {
        const at = jobs.indexOf(job);
        if (at >= 0) jobs.splice(at, 1);
      };
    },
  };
}

/**
 * The queue the menu's placeholders share: one reveal per frame, each in a task after the frame before it is
 * painted. With a reveal per timer task, a fast scroll revealed three or four groups before the next frame, and
 * that frame laid out all of them at once (a 44 ms layout of 700 boxes, a 77 ms task at 4x CPU; decision 0124).
 */
export const menuRevealQueue = createRevealQueue((run) => {
  afterNextFrame(run);
});
