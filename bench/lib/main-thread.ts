/** One trace event as Chrome writes it (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time inside the event (µs); wall time is `dur`. */
  tdur?: number;
}

/** Lighthouse's simulated CPU slowdown (mobile, 4x) and its long-task threshold. */
const slowdown = 4;
const longTaskMs = 50;

/**
 * The page's main-thread tasks from its first contentful paint on, in wall time and in the thread's own CPU time
 * (decision 0126). On a machine of two cores the renderer's main thread is often off the CPU inside a task
 * (raster, image decoding and the browser's other processes take the cores): Lighthouse's simulation multiplies
 * the wall time, so its TBT grows with what the machine is doing beside the page. `cpuBlockingTimeMs` applies
 * TBT's rule (each task at 4x, the part over 50 ms) to the CPU time instead: what the page itself asks of the
 * main thread. Tasks are Chrome's `RunTask` on the thread that painted first.
 */
export function mainThreadAfterFirstPaint(events: readonly TraceEvent[]) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts + (event.dur ?? 0) > paint.ts,
  );
  let wall = 0;
  let cpu = 0;
  let longestWall = 0;
  let longestCpu = 0;
  let cpuBlocking = 0;
  for (const task of tasks) {
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    wall += wallMs;
    cpu += cpuMs;
    longestWall = Math.max(longestWall, wallMs);
    longestCpu = Math.max(longestCpu, cpuMs);
    cpuBlocking += Math.max(0, cpuMs * slowdown - longTaskMs);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    tasks: tasks.length,
    wallMs: round(wall),
    cpuMs: round(cpu),
    longestTaskWallMs: round(longestWall),
    longestTaskCpuMs: round(longestCpu),
    cpuBlockingTimeMs: round(cpuBlocking),
  };
}
