import type { Kysely } from 'kysely';

/**
 * A type-2 booking's pre-order paid online (decision 0105): its payments name the booking. A booking may have
 * several attempts (a declined one, then a retry), so the column is indexed, not unique.
 */
export const reservationPaymentsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('payments')
      .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('payments_reservation').on('payments').column('reservation_id').execute();
  },
};
