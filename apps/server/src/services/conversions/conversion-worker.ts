import type { ConversionPlatform, RetryPolicy } from '@okmenu/domain';
import { defaultRetryPolicy, nextRetryDelayMs } from '@okmenu/domain';
import type { ConversionEvent, ConversionSender, DeliveryResult } from '../../adapters/conversions/conversion-event.ts';
import type { ConversionRepository, ConversionRow } from '../../db/conversion-repository.ts';

/** Where the worker reports what it could not deliver (a pino logger fits). */
export interface WorkerLog {
  warn(details: object, message: string): void;
}

export interface ConversionWorkerDeps {
  repository: ConversionRepository;
  senders: ReadonlyMap<ConversionPlatform, ConversionSender>;
  clock: () => Date;
  intervalMs: number;
  batchSize?: number;
  policy?: RetryPolicy;
  /** How long a claimed event stays away from other processes while it is being sent. */
  leaseMs?: number;
  log?: WorkerLog;
}

/** What one pass did. */
export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers the conversion outbox on an interval: each due event is claimed (so several processes can
 * share one database), sent, and then marked sent, retried later with exponential backoff, or failed
 * for good (a 4xx, or too many tries). Orders never wait for it (decision 0098).
 */
export class ConversionWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<PassResult> | undefined;

  private log: WorkerLog | undefined;

  constructor(private readonly deps: ConversionWorkerDeps) {
    this.log = deps.log;
  }

  /** Reports failed deliveries to this log (the app's, once it exists). */
  attachLog(log: WorkerLog): void {
    this.log = log;
  }

  /** Starts the interval (it does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce().catch(() => undefined), this.deps.intervalMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for a pass in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass over the due events; overlapping calls share the pass in flight. */
  runOnce(): Promise<PassResult> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retrying: 0, failed: 0 };
    const now = this.deps.clock();
    const rows = await this.deps.repository.due(now.toISOString(), this.deps.batchSize ?? 50);
    const leaseUntil = new Date(now.getTime() + (this.deps.leaseMs ?? 60_000)).toISOString();
    for (const row of rows) {
      if (!(await this.deps.repository.claim(row, leaseUntil))) continue;
      const outcome = await this.deliver(row);
      result[await this.settle(row, outcome)] += 1;
    }
    return result;
  }

  private async deliver(row: ConversionRow): Promise<DeliveryResult> {
    const sender = this.deps.senders.get(row.platform as ConversionPlatform);
    if (!sender) return { ok: false, retry: false, error: 'no access token configured for this platform' };
    try {
      return await sender.send(JSON.parse(row.payload) as ConversionEvent);
    } catch (error) {
      return { ok: false, retry: true, error: error instanceof Error ? error.name : 'Error' };
    }
  }

  private async settle(row: ConversionRow, outcome: DeliveryResult): Promise<keyof PassResult> {
    const now = this.deps.clock();
    const at = now.toISOString();
    const attempts = row.attempts + 1;
    if (outcome.ok) {
      await this.deps.repository.settle({ id: row.id, status: 'sent', attempts, nextAttemptAt: at, error: null, at });
      return 'sent';
    }
    const delay = outcome.retry ? nextRetryDelayMs(attempts, this.deps.policy ?? defaultRetryPolicy) : null;
    const status = delay === null ? 'failed' : 'pending';
    const nextAttemptAt = delay === null ? at : new Date(now.getTime() + delay).toISOString();
    await this.deps.repository.settle({ id: row.id, status, attempts, nextAttemptAt, error: outcome.error, at });
    this.log?.warn(
      { platform: row.platform, eventId: row.event_id, attempts, error: outcome.error, status },
      'conversion event not delivered',
    );
    return status === 'failed' ? 'failed' : 'retrying';
  }
}
