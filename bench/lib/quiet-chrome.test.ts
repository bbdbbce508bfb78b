import { describe, expect, it } from 'vitest';
import { processesCpuMs, untilQuiet } from './quiet-chrome.ts';

describe('processesCpuMs', () => {
  it('counts the CPU time of the processes running a program (here node, this test’s own)', () => {
    const before = processesCpuMs(process.execPath);
    if (before === undefined) return; // no /proc on this system
    const end = Date.now() + 150;
    let spins = 0;
    while (Date.now() < end) spins += 1;
    expect(spins).toBeGreaterThan(0);
    expect(processesCpuMs(process.execPath)).toBeGreaterThanOrEqual(before + 100);
  });

  it('finds nothing of a program that is not running', () => {
    const found = processesCpuMs('/nowhere/no-such-program');
    // 0 where /proc exists, undefined where it does not.
    expect(found === 0 || found === undefined).toBe(true);
  });
});

describe('untilQuiet', () => {
  it('returns at once for a program that uses no CPU', async () => {
    const started = Date.now();
    await untilQuiet('/nowhere/no-such-program', { windowMs: 20 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
