import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { ConversionOutboxTable } from './tables/order-tables.ts';

export type ConversionRow = Selectable<ConversionOutboxTable>;
export type NewConversion = Omit<Insertable<ConversionOutboxTable>, 'id'>;

/** The outbox of server-side conversion events (decision 0098). */
export class ConversionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds events inside the caller's transaction (the order's), so they exist exactly when the order does. */
  async add(trx: Transaction<Database>, rows: NewConversion[]): Promise<void> {
    if (rows.length === 0) return;
    await trx.insertInto('conversion_outbox').values(rows).execute();
  }

  /** Turns an order's held events (waiting for an online payment) into pending ones; returns how many. */
  async release(options: { orderId: number; at: string; trx?: Transaction<Database> }): Promise<number> {
    const result = await (options.trx ?? this.db)
      .updateTable('conversion_outbox')
      .set({ status: 'pending', next_attempt_at: options.at, updated_at: options.at })
      .where('order_id', '=', options.orderId)
      .where('status', '=', 'held')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Pending events whose time has come, oldest first. */
  async due(now: string, limit: number): Promise<ConversionRow[]> {
    return this.db
      .selectFrom('conversion_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Takes an event for delivery by pushing its next attempt to `leaseUntil`, only if no other process
   * took it first (its next attempt is still the one read). Returns whether this process has it.
   */
  async claim(row: ConversionRow, leaseUntil: string): Promise<boolean> {
    const result = await this.db
      .updateTable('conversion_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the outcome of one attempt. */
  async settle(options: {
    id: number;
    status: 'pending' | 'sent' | 'failed';
    attempts: number;
    nextAttemptAt: string;
    error: string | null;
    at: string;
  }): Promise<void> {
    await this.db
      .updateTable('conversion_outbox')
      .set({
        status: options.status,
        attempts: options.attempts,
        next_attempt_at: options.nextAttemptAt,
        last_error: options.error,
        updated_at: options.at,
      })
      .where('id', '=', options.id)
      .execute();
  }

  /** An order's events (tests and support). */
  async forOrder(orderId: number): Promise<ConversionRow[]> {
    return this.db.selectFrom('conversion_outbox').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }
}
