import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * CPU time (ms) used so far by every process of the program `executable` names (by the file name its processes
 * run as: Debian's /usr/bin/chromium is a script that starts /usr/lib/chromium/chromium); undefined without /proc.
 */
export function processesCpuMs(executable: string): number | undefined {
  const name = basename(executable);
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (basename(program) !== name) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's name in parentheses: fields 14 and 15 of stat(5) are user and system time.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  // Linux counts in clock ticks of 10 ms (USER_HZ 100).
  return ticks * 10;
}

/**
 * Waits until a just-launched browser has finished starting (decision 0126): for about a second after launch,
 * Chromium's own start-up (its WebUI renderer among others) took about half a second of CPU on this two-core
 * machine, which the first Lighthouse run of a page shared the cores with. Done when `executable`'s processes
 * used less than `idleShare` of one core over `windowMs`, or after `limitMs`.
 */
export async function untilQuiet(
  executable: string,
  { windowMs = 250, idleShare = 0.1, limitMs = 5000 } = {},
): Promise<void> {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const started = Date.now();
  const first = processesCpuMs(executable);
  if (first === undefined) {
    await wait(2000);
    return;
  }
  let before: number = first;
  while (Date.now() - started < limitMs) {
    await wait(windowMs);
    const now: number = processesCpuMs(executable) ?? before;
    if (now - before < windowMs * idleShare) return;
    before = now;
  }
}
