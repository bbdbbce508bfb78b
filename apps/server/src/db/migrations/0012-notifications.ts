import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Guests who opted in hear status changes: a durable outbox, one row per order and status (issue 17). */
export function notificationsMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('order_notifications')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        // At most one message per order and status, however often the status is reached or retried.
        .addUniqueConstraint('order_notifications_order_status', ['order_id', 'status'])
        .execute();
      await db.schema
        .createIndex('order_notifications_due')
        .on('order_notifications')
        .columns(['state', 'next_attempt_at'])
        .execute();
    },
  };
}
