import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Online payments (issue 13, decision 0092): one payment per order or wallet-package purchase, its
 * refunds, the sandbox gateway's charges, and the wallet credit a purchase made (at most one per payment).
 */
export function paymentsMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('payments')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer')
        .addColumn('package_id', 'integer')
        // What a bought wallet package credits (fixed when bought, whatever the package says later).
        .addColumn('credit', 'integer')
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('charge_id', 'text')
        .addColumn('redirect_url', 'text')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('flag_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addUniqueConstraint('payments_idempotency', ['business_id', 'purpose', 'idempotency_key'])
        .addUniqueConstraint('payments_order', ['order_id'])
        .addUniqueConstraint('payments_charge', ['gateway', 'charge_id'])
        .execute();
      await db.schema.createIndex('payments_open').on('payments').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('payment_refunds')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('refund_id', 'text')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // One full refund per payment: a second reject or cancel click cannot refund twice.
        .addUniqueConstraint('payment_refunds_payment', ['payment_id'])
        .execute();
      await db.schema
        .createTable('sandbox_charges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('webhook_url', 'text', (c) => c.notNull())
        .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('wallet_transactions').addColumn('payment_id', 'integer').execute();
      await db.schema
        .createIndex('wallet_transactions_payment')
        .on('wallet_transactions')
        .column('payment_id')
        .unique()
        .execute();
    },
  };
}
