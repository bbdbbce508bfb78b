/**
 * Lets calls start at most once per interval, in arrival order: each caller reserves the next free
 * slot and waits for it. A caller whose slot is further away than `maxWaitMs` is refused at once, so a
 * burst cannot pile up requests that would time out anyway.
 */
export class RateGate {
  private nextSlot = 0;

  constructor(
    private readonly options: {
      intervalMs: number;
      maxWaitMs: number;
      now: () => number;
      sleep: (ms: number) => Promise<void>;
    },
  ) {}

  /** Waits for this caller's slot; resolves false (without waiting) when the queue is too long. */
  async enter(): Promise<boolean> {
    const now = this.options.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot - now > this.options.maxWaitMs) return false;
    this.nextSlot = slot + this.options.intervalMs;
    if (slot > now) await this.options.sleep(slot - now);
    return true;
  }
}
