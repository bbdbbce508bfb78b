import fs from 'node:fs/promises';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';

/** What a checkpoint cycle needs: connections of its own and the two fsyncs, run from the thread pool. */
export interface CheckpointParts {
  /** Opens another connection to the same database file. */
  connect(): SqliteDatabase.Database;
  /** An fsync of the WAL that starts after this call (the durable driver's shared one). */
  syncWal(): Promise<void>;
  /** An fsync of the database file. */
  syncDatabase(): Promise<void>;
  /**
   * Runs `work` while the serving connection runs no statement, so no frame is added to the WAL meanwhile
   * (the serving connection's lock); the event loop goes on. Without it, the last pass cannot catch up
   * with writes that land during its fsyncs, and the WAL restarts only when writes pause.
   */
  hold<T>(work: () => Promise<T>): Promise<T>;
  /** A cycle that failed; the next write schedules another. */
  onError?(error: unknown): void;
}

/** What a cycle did: WAL frames in the pinned snapshot, frames copied with OFF, frames left after it. */
export interface CheckpointCycle {
  pinned: number;
  copied: number;
  left: number;
}

/** How often, at most, a checkpoint cycle runs while writes come in (decision 0117). */
export const checkpointEveryMs = 250;

/**
 * How many frames the WAL may hold before a cycle holds the serving connection to catch up and let the WAL
 * restart (decision 0120): 4,096 frames, 16 MB with 4 KB pages. Under the orders bench the WAL grows by about
 * 2,700 frames a second, so the hold comes every second or two instead of every cycle (four a second).
 */
export const restartAfterFrames = 4096;

/**
 * SQLite's automatic checkpoint runs inside the commit that crosses 1,000 WAL pages, on the event loop, and
 * with `synchronous=NORMAL` it fsyncs the WAL and then the database file there: every request waited
 * 10-90 ms for the disk a few times a second under load (decision 0117). The connection that serves requests
 * runs with `wal_autocheckpoint=0`; this runs the checkpoints instead, keeping the disk waits in libuv's
 * thread pool:
 *
 * 1. A reader connection opens a read transaction (the *pin*): its snapshot ends at the WAL's last frame now.
 * 2. The WAL is fsynced from the thread pool (an fsync that started after the pin: every frame of the
 *    snapshot is on disk).
 * 3. A second connection checkpoints with `synchronous=OFF`: it copies frames into the database file only up
 *    to the pin's snapshot (a checkpoint never passes a reader's mark), all of them durable, and syncs nothing.
 * 4. The database file is fsynced from the thread pool.
 * 5. The pin ends. Until then the WAL could not be restarted (a reader was using it), so no frame was
 *    overwritten before the pages copied from it were on disk.
 * 6. Once the WAL holds `restartAfterFrames` frames, steps 1-5 again while the serving connection is held
 *    (`hold`): only the frames written during the first pass are left, none can be added, so the copy
 *    reaches the WAL's end, and once the pin ends the next write restarts the WAL from its start: the file
 *    stays bounded under continuous load. (When no write lands during steps 1-5, step 3 copies everything
 *    and the next write restarts the WAL without this step.) Both fsyncs of
 *    this pass run in the thread pool too; the event loop keeps serving, and only statements wait, for
 *    two fsyncs (decision 0120; before, this pass was SQLite's own checkpoint at `synchronous=NORMAL`,
 *    whose fsyncs stopped the whole process, 2-51 ms, four times a second under load).
 *
 * This is the order SQLite's checkpoint keeps (WAL durable before copying, database durable before the WAL
 * is reused); only who waits for the disk changes.
 */
export class WalCheckpoints {
  private pin: SqliteDatabase.Database | undefined;
  private copier: SqliteDatabase.Database | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<CheckpointCycle | undefined> | undefined;
  private closed = false;

  constructor(
    private readonly parts: CheckpointParts,
    private readonly everyMs = checkpointEveryMs,
    private readonly holdAfterFrames = restartAfterFrames,
  ) {}

  /** A write was made: a cycle runs within `everyMs` (one at a time, never more often). */
  noteWrite(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) {
        // Still busy with the last one: look again once it is done.
        void this.running.then(() => this.noteWrite());
        return;
      }
      void this.run();
    }, this.everyMs);
    this.timer.unref();
  }

  /** One cycle now (steps 1-6); resolves with what it copied when it is done (undefined if it failed). */
  run(): Promise<CheckpointCycle | undefined> {
    this.running ??= this.cycle()
      .catch((error: unknown) => {
        this.parts.onError?.(error);
        return undefined;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Waits for a running cycle and closes the connections. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.pin?.close();
    this.copier?.close();
    this.pin = this.copier = undefined;
  }

  private async cycle(): Promise<CheckpointCycle> {
    const bulk = await this.pass();
    if (this.closed) return { ...bulk, left: 0 };
    // Nothing written during the pass: everything is copied and the next write restarts the WAL. A WAL still
    // small may grow: holding statements for two fsyncs every cycle cost more than a larger file.
    if (bulk.copied === bulk.pinned || bulk.pinned < this.holdAfterFrames) {
      return { ...bulk, left: bulk.pinned - bulk.copied };
    }
    // The rest, with no write landing meanwhile: the copy reaches the WAL's end.
    const rest = await this.parts.hold(() => this.pass());
    return { pinned: bulk.pinned, copied: bulk.copied, left: rest.pinned - rest.copied };
  }

  /** Steps 1-5: pin, fsync the WAL, copy up to the pin without syncing, fsync the database, unpin. */
  private async pass(): Promise<{ pinned: number; copied: number }> {
    this.pin ??= this.open();
    this.copier ??= this.open();
    const pin = this.pin;
    const copier = this.copier;
    pin.exec('BEGIN');
    try {
      // The read starts the transaction's snapshot (BEGIN alone takes none).
      pin.prepare('SELECT count(*) FROM sqlite_master').pluck().get();
      await this.parts.syncWal();
      if (this.closed) return { pinned: 0, copied: 0 };
      const copy = checkpointResult(copier.pragma('wal_checkpoint(PASSIVE)'));
      await this.parts.syncDatabase();
      return { pinned: copy.log, copied: copy.checkpointed };
    } finally {
      pin.exec('COMMIT');
    }
  }

  private open(): SqliteDatabase.Database {
    const connection = this.parts.connect();
    // These connections read a page or two and copy pages; they need no cache of their own.
    connection.pragma('cache_size = 16');
    // The copier never syncs: both fsyncs are the parts' own, from the thread pool.
    connection.pragma('synchronous = OFF');
    return connection;
  }
}

function checkpointResult(rows: unknown): { busy: number; log: number; checkpointed: number } {
  const row = (rows as { busy: number; log: number; checkpointed: number }[])[0];
  if (!row) throw new Error('wal_checkpoint returned no row');
  return row;
}

/** An fsync of the database file from the thread pool (the handle is opened once and kept). */
export function fileSync(file: string): { sync(): Promise<void>; close(): Promise<void> } {
  let handle: fs.FileHandle | undefined;
  return {
    async sync() {
      handle ??= await fs.open(path.resolve(file), 'r');
      await handle.sync();
    },
    async close() {
      await handle?.close();
      handle = undefined;
    },
  };
}
