import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { OrderNotificationsTable } from './tables/order-tables.ts';

/** A queued status message. */
export type NotificationRow = Omit<OrderNotificationsTable, 'id'> & { id: number };

/** The outbox of status messages to guests (issue 17). */
export class NotificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Queues a message in the caller's transaction; a second one for the same order and status is ignored. */
  async enqueue(
    trx: Transaction<Database>,
    row: Pick<NotificationRow, 'order_id' | 'business_id' | 'status' | 'channel' | 'phone' | 'text'> & { at: string },
  ): Promise<void> {
    const { at, ...values } = row;
    await trx
      .insertInto('order_notifications')
      .values({ ...values, state: 'pending', attempts: 0, next_attempt_at: at, last_error: null, created_at: at })
      .onConflict((oc) => oc.columns(['order_id', 'status']).doNothing())
      .execute();
  }

  /** Messages due at an instant, oldest first. */
  async due(options: { now: string; limit: number }): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('order_notifications')
      .selectAll()
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', options.now)
      .orderBy('id')
      .limit(options.limit)
      .execute();
  }

  /** The messages of an order, for tests and the staff's view. */
  async forOrder(orderId: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('order_notifications')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** Records an attempt: sent, to be tried again at a later time, or given up. */
  async settle(options: {
    id: number;
    state: 'sent' | 'pending' | 'failed';
    attempts: number;
    at: string;
    nextAttemptAt?: string;
    error?: string;
  }): Promise<void> {
    await this.db
      .updateTable('order_notifications')
      .set({
        state: options.state,
        attempts: options.attempts,
        last_error: options.error ?? null,
        ...(options.state === 'sent' ? { sent_at: options.at } : {}),
        ...(options.nextAttemptAt ? { next_attempt_at: options.nextAttemptAt } : {}),
      })
      .where('id', '=', options.id)
      .where('state', '=', 'pending')
      .execute();
  }
}
