import type { Kysely, Transaction } from 'kysely';
import { CompiledQuery } from 'kysely';
import type { Database } from './schema.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job<T> {
  work: Work<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for SQLite (decision 0094): writes that arrive while a commit is on its way are run
 * together in the next transaction, each inside its own savepoint, and the transaction is committed once.
 * With `synchronous=FULL` a commit is a WAL fsync, which costs more than the writes themselves and blocks
 * the process; one fsync for many orders is what lets a single SQLite file take thousands per second.
 *
 * - A write is answered only after the commit that holds it has returned, i.e. is on disk.
 * - A write that fails (a taken idempotency key, a short wallet) rolls back to its savepoint and fails
 *   alone; the others in the batch are committed.
 * - If the transaction or its commit fails, every write of the batch fails and nothing of it is stored.
 * - A write alone in its batch runs in a plain transaction, as without grouping.
 */
export class GroupCommit {
  private queue: Job<unknown>[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { maxBatch: number } = { maxBatch: 200 },
  ) {}

  /** Runs `work` in a transaction shared with other writes; resolves once that transaction is committed. */
  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve, reject } as Job<unknown>);
      if (!this.flushing) {
        this.flushing = true;
        // Let the requests already read from the sockets in this turn join the first batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      await this.drain();
    } finally {
      // Whatever happened, later writes must not wait on a flush that is over.
      this.flushing = false;
      if (this.queue.length > 0) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      if (batch.length === 1) {
        const job = batch[0] as Job<unknown>;
        await this.db.transaction().execute(job.work).then(job.resolve, job.reject);
        continue;
      }
      const outcomes: Outcome[] = [];
      try {
        await this.db.transaction().execute(async (trx) => {
          for (const job of batch) outcomes.push(await inSavepoint(trx, job.work));
        });
      } catch (error) {
        // Nothing of the batch was stored; each write fails with its own error when it had one.
        batch.forEach((job, index) => {
          const outcome = outcomes[index];
          job.reject(outcome && !outcome.ok ? outcome.error : error);
        });
        continue;
      }
      batch.forEach((job, index) => {
        const outcome = outcomes[index] as Outcome;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    }
  }
}

/**
 * The savepoint statements, compiled once: built from a template on every order they cost more in the query
 * builder than in SQLite (decision 0122).
 */
const savepoint = CompiledQuery.raw('savepoint group_write');
const release = CompiledQuery.raw('release savepoint group_write');
const rollback = CompiledQuery.raw('rollback to savepoint group_write');

/** Runs one write in a savepoint: kept when it succeeds, undone (and its error returned) when it fails. */
async function inSavepoint(trx: Transaction<Database>, work: Work<unknown>): Promise<Outcome> {
  await trx.executeQuery(savepoint);
  try {
    const value = await work(trx);
    await trx.executeQuery(release);
    return { ok: true, value };
  } catch (error) {
    // A failure to roll back (the database lost the transaction) escapes and fails the whole batch.
    await trx.executeQuery(rollback);
    await trx.executeQuery(release);
    return { ok: false, error };
  }
}
