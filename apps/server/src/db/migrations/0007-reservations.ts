import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Reservations (issue 14, decision 0093): bookings with their idempotency key and status history, and one lock row
 * per branch that a booking updates first, so two bookings of one branch are decided one after the other.
 */
export function reservationsMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('reservations')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('branch_id', 'integer', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('device_id', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        // The stay as epoch milliseconds [start_ms, end_ms): overlap is start < other end and other start < end.
        .addColumn('start_ms', bigint, (c) => c.notNull())
        .addColumn('end_ms', bigint, (c) => c.notNull())
        .addColumn('local_date', 'text', (c) => c.notNull())
        .addColumn('local_time', 'text', (c) => c.notNull())
        .addColumn('party_size', 'integer', (c) => c.notNull())
        .addColumn('table_ids', 'text', (c) => c.notNull())
        .addColumn('table_area', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('reject_reason', 'text')
        .addColumn('pre_order', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reservations_idempotency', ['business_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('reservations_branch_time')
        .on('reservations')
        .columns(['branch_id', 'start_ms'])
        .execute();
      await db.schema.createIndex('reservations_user').on('reservations').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('reservations_device').on('reservations').columns(['device_id', 'id']).execute();
      await db.schema
        .createTable('reservation_events')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reservation_events_reservation')
        .on('reservation_events')
        .columns(['reservation_id', 'id'])
        .execute();
      await db.schema
        .createTable('reservation_locks')
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('branch_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('reservation_locks_pk', ['business_id', 'branch_id'])
        .execute();
    },
  };
}
