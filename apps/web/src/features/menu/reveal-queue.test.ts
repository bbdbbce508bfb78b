import { describe, expect, it } from 'vitest';
import { createRevealQueue } from './reveal-queue.ts';

/** A queue whose tasks run when the test says so. */
function manualQueue() {
  const tasks: (() => void)[] = [];
  const queue = createRevealQueue((run) => tasks.push(run));
  const runTask = () => tasks.shift()?.();
  return { queue, tasks, runTask };
}

describe('createRevealQueue', () => {
  it('reveals one placeholder per task, in the order they came near', () => {
    const { queue, tasks, runTask } = manualQueue();
    const revealed: number[] = [];
    for (const id of [1, 2, 3])
      queue.push(
        () => revealed.push(id),
        () => true,
      );
    expect(revealed).toEqual([]);
    expect(tasks).toHaveLength(1);
    runTask();
    expect(revealed).toEqual([1]);
    runTask();
    runTask();
    expect(revealed).toEqual([1, 2, 3]);
    expect(tasks).toHaveLength(0);
  });

  it('skips, in the same task, placeholders no longer wanted, and forgets cancelled ones', () => {
    const { queue, runTask } = manualQueue();
    const revealed: number[] = [];
    queue.push(
      () => revealed.push(1),
      () => false,
    );
    const cancel = queue.push(
      () => revealed.push(2),
      () => true,
    );
    queue.push(
      () => revealed.push(3),
      () => true,
    );
    cancel();
    runTask();
    expect(revealed).toEqual([3]);
  });
});
