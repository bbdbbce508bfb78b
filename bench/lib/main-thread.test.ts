import { describe, expect, it } from 'vitest';
import { mainThreadAfterFirstPaint, type TraceEvent } from './main-thread.ts';

const task = (ts: number, durMs: number, cpuMs: number, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 1, ts: 100_000 };

describe('mainThreadAfterFirstPaint', () => {
  it('counts the painting thread’s tasks that end after the first paint, in wall and CPU time', () => {
    const figures = mainThreadAfterFirstPaint([
      task(10_000, 20, 20), // ends before the paint
      task(95_000, 10, 8), // ends after it
      task(120_000, 30, 10),
      task(200_000, 40, 15),
      task(120_000, 90, 90, 2), // another thread (the compositor)
      paint,
    ]);
    expect(figures).toEqual({
      tasks: 3,
      wallMs: 80,
      cpuMs: 33,
      longestTaskWallMs: 40,
      longestTaskCpuMs: 15,
      // 15 ms of CPU at 4x is 60 ms: 10 over the threshold; 8 and 10 ms stay under it.
      cpuBlockingTimeMs: 10,
    });
  });

  it('says nothing without a first paint', () => {
    expect(mainThreadAfterFirstPaint([task(0, 10, 10)])).toBeUndefined();
  });
});
