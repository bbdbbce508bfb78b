import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForNewBuild } from './build-watch.ts';

afterEach(() => vi.useRealTimers());

describe('watchForNewBuild', () => {
  it('reports a new build once the deployed id differs from the running one', async () => {
    vi.useFakeTimers();
    const onNewBuild = vi.fn();
    const ids = ['a', 'b'];
    watchForNewBuild({ currentId: 'a', onNewBuild, fetchId: async () => ids.shift() ?? 'b', intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('ignores a manifest that cannot be read', async () => {
    vi.useFakeTimers();
    const onNewBuild = vi.fn();
    watchForNewBuild({ currentId: 'a', onNewBuild, fetchId: async () => null, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});
