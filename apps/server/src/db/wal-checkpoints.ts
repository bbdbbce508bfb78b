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
 * 6. The same connection checkpoints again with `synchronous=NORMAL`: only the frames written during the
 *    cycle are left, so SQLite's own two fsyncs find little to write. When it copies everything, the next
 *    write restarts the WAL from its start: the file stays bounded under continuous load.
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
    this.pin ??= this.open();
    this.copier ??= this.open();
    const pin = this.pin;
    const copier = this.copier;
    pin.exec('BEGIN');
    let copied: number;
    let pinned: number;
    try {
      // The read starts the transaction's snapshot (BEGIN alone takes none).
      pin.prepare('SELECT count(*) FROM sqlite_master').pluck().get();
      await this.parts.syncWal();
      if (this.closed) return { pinned: 0, copied: 0, left: 0 };
      copier.pragma('synchronous = OFF');
      const bulk = checkpointResult(copier.pragma('wal_checkpoint(PASSIVE)'));
      pinned = bulk.log;
      copied = bulk.checkpointed;
      await this.parts.syncDatabase();
    } finally {
      pin.exec('COMMIT');
    }
    copier.pragma('synchronous = NORMAL');
    const rest = checkpointResult(copier.pragma('wal_checkpoint(PASSIVE)'));
    return { pinned, copied, left: rest.log - rest.checkpointed };
  }

  private open(): SqliteDatabase.Database {
    const connection = this.parts.connect();
    // These connections read a page or two and copy pages; they need no cache of their own.
    connection.pragma('cache_size = 16');
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
