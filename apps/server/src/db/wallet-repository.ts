import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { OrderStatus } from '@okmenu/domain';
import type { Dialect } from './database.ts';
import type { Database } from './schema.ts';
import type { WalletTransactionsTable } from './tables/account-tables.ts';

export type WalletTransactionRow = Selectable<WalletTransactionsTable>;

/** Order statuses whose wallet money is still on hold (not delivered, rejected, cancelled or expired). */
const openOrderStatuses: number[] = [
  OrderStatus.awaiting_payment,
  OrderStatus.scheduled,
  OrderStatus.pending,
  OrderStatus.accepted,
  OrderStatus.ready,
  OrderStatus.out,
];

/**
 * The wallet: a ledger of transactions plus `users.wallet_balance`, updated together so the balance is
 * always the ledger's sum. Order debits and refunds take a caller's Kysely Transaction so they commit or
 * roll back with the order; given the plain Kysely instance they open their own transaction.
 */
export class WalletRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  private inTransaction<T>(executor: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return executor.isTransaction ? work(executor as Transaction<Database>) : executor.transaction().execute(work);
  }

  /** The balance of a user in minor units (0 for an unknown user). */
  async balance(userId: number, executor: Kysely<Database> = this.db): Promise<number> {
    const row = await executor.selectFrom('users').select('wallet_balance').where('id', '=', userId).executeTakeFirst();
    return Number(row?.wallet_balance ?? 0);
  }

  /**
   * The balance read inside the caller's transaction, locking the user's row on PostgreSQL
   * (`SELECT … FOR UPDATE`) so a concurrent order waits; SQLite transactions are already serialized.
   */
  async balanceForUpdate(trx: Transaction<Database>, userId: number): Promise<number> {
    let query = trx.selectFrom('users').select('wallet_balance').where('id', '=', userId);
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return Number(row?.wallet_balance ?? 0);
  }

  /** Adds money to a wallet (a staff credit or a bought package); returns the new balance. */
  async credit(options: {
    userId: number;
    businessId: number;
    amount: number;
    packageId: number | null;
    actor: string;
    reason: string;
    at: string;
  }): Promise<{ balance: number; transaction: WalletTransactionRow }> {
    if (!Number.isInteger(options.amount) || options.amount <= 0) throw new Error('A credit is a positive integer');
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ wallet_balance: sql`wallet_balance + ${options.amount}` })
        .where('id', '=', options.userId)
        .returning('wallet_balance')
        .executeTakeFirstOrThrow();
      const transaction = await trx
        .insertInto('wallet_transactions')
        .values({
          user_id: options.userId,
          business_id: options.businessId,
          amount: options.amount,
          kind: 'credit',
          order_id: null,
          package_id: options.packageId,
          actor: options.actor,
          reason: options.reason,
          created_at: options.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { balance: Number(updated.wallet_balance), transaction };
    });
  }

  /**
   * Credits a wallet package bought online, in the caller's transaction (the payment's move to paid);
   * at most once per payment (a unique index on payment_id). Returns whether it credited.
   */
  async creditForPayment(
    trx: Transaction<Database>,
    options: { userId: number; businessId: number; amount: number; packageId: number; paymentId: number; at: string },
  ): Promise<boolean> {
    if (!Number.isInteger(options.amount) || options.amount <= 0) throw new Error('A credit is a positive integer');
    const entry = await trx
      .insertInto('wallet_transactions')
      .values({
        user_id: options.userId,
        business_id: options.businessId,
        amount: options.amount,
        kind: 'credit',
        order_id: null,
        package_id: options.packageId,
        payment_id: options.paymentId,
        actor: 'payment',
        reason: 'Wallet package bought online',
        created_at: options.at,
      })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entry) return false;
    await trx
      .updateTable('users')
      .set({ wallet_balance: sql`wallet_balance + ${options.amount}` })
      .where('id', '=', options.userId)
      .execute();
    return true;
  }

  /**
   * Takes `amount` minor units for an order, in the caller's transaction. The balance column is lowered
   * with one conditional UPDATE (`… WHERE wallet_balance >= amount`), so concurrent orders can never
   * overdraw it on either database. Returns false (and changes nothing) when the balance is short; the
   * caller must then roll back or re-price the order. Debiting the same order twice is a no-op (true).
   */
  async debitForOrder(
    executor: Kysely<Database>,
    options: { userId: number; businessId: number; orderId: number; amount: number; at: string; actor?: string },
  ): Promise<boolean> {
    if (!Number.isInteger(options.amount) || options.amount <= 0) throw new Error('A debit is a positive integer');
    return this.inTransaction(executor, async (trx) => {
      const entry = await trx
        .insertInto('wallet_transactions')
        .values({
          user_id: options.userId,
          business_id: options.businessId,
          amount: -options.amount,
          kind: 'order_debit',
          order_id: options.orderId,
          package_id: null,
          actor: options.actor ?? 'order',
          reason: null,
          created_at: options.at,
        })
        .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!entry) return true;
      const result = await trx
        .updateTable('users')
        .set({ wallet_balance: sql`wallet_balance - ${options.amount}` })
        .where('id', '=', options.userId)
        .where('wallet_balance', '>=', options.amount)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return true;
      await trx.deleteFrom('wallet_transactions').where('id', '=', entry.id).execute();
      return false;
    });
  }

  /**
   * Gives back what an order took, in the caller's transaction; returns the amount refunded (0 when the
   * order took nothing or was refunded already).
   */
  async refundForOrder(
    executor: Kysely<Database>,
    options: { orderId: number; at: string; actor?: string; reason?: string | null },
  ): Promise<number> {
    return this.inTransaction(executor, async (trx) => {
      const debit = await trx
        .selectFrom('wallet_transactions')
        .select(['user_id', 'business_id', 'amount'])
        .where('order_id', '=', options.orderId)
        .where('kind', '=', 'order_debit')
        .executeTakeFirst();
      if (!debit) return 0;
      const amount = -Number(debit.amount);
      const entry = await trx
        .insertInto('wallet_transactions')
        .values({
          user_id: debit.user_id,
          business_id: debit.business_id,
          amount,
          kind: 'order_refund',
          order_id: options.orderId,
          package_id: null,
          actor: options.actor ?? 'order',
          reason: options.reason ?? null,
          created_at: options.at,
        })
        .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!entry) return 0;
      await trx
        .updateTable('users')
        .set({ wallet_balance: sql`wallet_balance + ${amount}` })
        .where('id', '=', debit.user_id)
        .execute();
      return amount;
    });
  }

  /** A user's latest transactions, newest first. */
  async history(userId: number, limit: number): Promise<WalletTransactionRow[]> {
    return this.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** What a user's orders still in progress took from the wallet (minor units). */
  async onHold(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wallet_transactions')
      .innerJoin('orders', 'orders.id', 'wallet_transactions.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('wallet_transactions.amount'), sql<number>`0`).as('held'))
      .where('wallet_transactions.user_id', '=', userId)
      .where('wallet_transactions.kind', '=', 'order_debit')
      .where('orders.status', 'in', openOrderStatuses)
      .executeTakeFirstOrThrow();
    return -Number(row.held) || 0;
  }
}
