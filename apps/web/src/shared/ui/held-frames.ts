import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For tests of what reveals itself a frame later (`afterNextFrame`, `useRevealStage`): timers are faked, frames
 * are held back until the test draws them. Call it before each test; restore with `vi.useRealTimers()` and
 * `vi.unstubAllGlobals()` after.
 */
export function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    /** Draws the frames asked for, then runs the tasks the reveals put after them. */
    draw() {
      act(() => {
        frames.splice(0).forEach((run) => run(performance.now()));
        vi.advanceTimersByTime(0);
      });
    },
    /** How many frames are asked for and not drawn yet. */
    get pending() {
      return frames.length;
    },
  };
}
