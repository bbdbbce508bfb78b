import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The outbox of server-side conversion events (decision 0098): one row per order, platform and kind,
 * written in the order's own transaction and delivered later by the conversions worker.
 */
export function conversionsMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('conversion_outbox')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('conversion_outbox_event')
        .on('conversion_outbox')
        .columns(['platform', 'event_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('conversion_outbox_due')
        .on('conversion_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
