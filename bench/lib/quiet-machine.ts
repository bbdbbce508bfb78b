import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, all cores together: busy and total, in clock ticks; undefined without /proc. */
export function machineTicks(stat?: string): { busy: number; total: number } | undefined {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/stat', 'utf8');
    } catch {
      return undefined;
    }
  }
  const line = text.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user and nice).
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is quiet: the share of all its cores in use stayed under `busyShare` over a window of
 * `windowMs`, or `limitMs` passed. The browser benchmark runs after ones that can leave work behind (the
 * 10,000-business PostgreSQL bench, servers shutting down; decision 0134): a page is measured on a machine as a
 * guest's phone would give it, not beside the bench's own leftovers. Returns how long it waited and the last
 * window's share.
 */
export async function untilMachineQuiet({ windowMs = 500, busyShare = 0.15, limitMs = 60_000 } = {}): Promise<{
  waitedMs: number;
  busyShare: number | undefined;
}> {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const started = Date.now();
  let before = machineTicks();
  if (!before) return { waitedMs: 0, busyShare: undefined };
  let share = 1;
  while (Date.now() - started < limitMs) {
    await wait(windowMs);
    const now = machineTicks();
    if (!now) break;
    share = now.total > before.total ? (now.busy - before.busy) / (now.total - before.total) : 0;
    before = now;
    if (share < busyShare) break;
  }
  return { waitedMs: Date.now() - started, busyShare: Math.round(share * 1000) / 1000 };
}
