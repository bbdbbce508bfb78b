import { describe, expect, it } from 'vitest';
import { machineTicks, untilMachineQuiet } from './quiet-machine.ts';

describe('machineTicks', () => {
  it('reads busy and total time from the first line of /proc/stat', () => {
    const stat = 'cpu  100 5 50 800 40 3 2 0 7 0\ncpu0 50 2 25 400 20 1 1 0 0 0\nintr 1\n';
    // busy: user, nice, system, irq, softirq, steal (100 + 5 + 50 + 3 + 2 + 0); idle and iowait are not busy.
    expect(machineTicks(stat)).toEqual({ busy: 160, total: 1000 });
  });

  it('finds nothing in a text without the machine line', () => {
    expect(machineTicks('intr 1\n')).toBeUndefined();
  });
});

describe('untilMachineQuiet', () => {
  it('returns within the limit, reporting how long it waited', async () => {
    const result = await untilMachineQuiet({ windowMs: 20, busyShare: 1.01, limitMs: 500 });
    expect(result.waitedMs).toBeLessThan(500);
    if (result.busyShare !== undefined) expect(result.busyShare).toBeGreaterThanOrEqual(0);
  });

  it('gives up at the limit when the machine never gets that quiet', async () => {
    const result = await untilMachineQuiet({ windowMs: 20, busyShare: 0, limitMs: 100 });
    // Where /proc exists no window has a busy share under 0; without /proc it returns at once.
    if (result.busyShare !== undefined) expect(result.waitedMs).toBeGreaterThanOrEqual(100);
  });
});
