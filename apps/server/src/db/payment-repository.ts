import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { PaymentRefundsTable, PaymentsTable } from './tables/payment-tables.ts';

export type PaymentRow = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;

/** Payments, their refunds, and the guards that make every confirmation happen once. */
export class PaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The plain database, for a payment stored on its own. */
  executor(): Kysely<Database> {
    return this.db;
  }

  /** Stores a payment in the caller's transaction (the order's, so both exist or neither). */
  async insert(executor: Kysely<Database>, payment: NewPayment): Promise<PaymentRow> {
    return executor.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
  }

  async findById(id: number): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByOrder(orderId: number): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** A booking's latest payment attempt (decision 0105). */
  async findByReservation(reservationId: number): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async findByCharge(gateway: string, chargeId: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('gateway', '=', gateway)
      .where('charge_id', '=', chargeId)
      .executeTakeFirst();
  }

  async findByKey(options: { businessId: number; purpose: string; key: string }): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .where('purpose', '=', options.purpose as PaymentRow['purpose'])
      .where('idempotency_key', '=', options.key)
      .executeTakeFirst();
  }

  /**
   * Takes on creating the gateway charge: succeeds for one caller while no charge exists and no other
   * caller claimed it in the last `staleBefore` (a crashed claim is taken over after that).
   */
  async claim(options: { id: number; at: string; staleBefore: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('payments')
      .set({ claimed_at: options.at })
      .where('id', '=', options.id)
      .where('charge_id', 'is', null)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', options.staleBefore)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the created charge (or the retryable error of a failed attempt, releasing the claim). */
  async recordAttempt(
    id: number,
    outcome: { chargeId: string; redirectUrl: string } | { error: string },
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('payments')
      .set(
        'error' in outcome
          ? { last_error: outcome.error, claimed_at: null, updated_at: at }
          : { charge_id: outcome.chargeId, redirect_url: outcome.redirectUrl, last_error: null, updated_at: at },
      )
      .where('id', '=', id)
      .where('charge_id', 'is', null)
      .execute();
  }

  /**
   * Moves a payment from one status to another in a transaction, only if it is still in `from`, and runs
   * `alongside` in the same transaction (the order's move, the wallet credit). Returns whether it moved.
   */
  async move(options: {
    id: number;
    from: string;
    to: string;
    at: string;
    flagReason?: string | null;
    alongside?: (trx: Transaction<Database>) => Promise<void>;
  }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('payments')
        .set({
          status: options.to,
          updated_at: options.at,
          ...(options.to === 'paid' ? { paid_at: options.at } : {}),
          ...(options.flagReason !== undefined ? { flag_reason: options.flagReason } : {}),
        })
        .where('id', '=', options.id)
        .where('status', '=', options.from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (options.alongside) await options.alongside(trx);
      return true;
    });
  }

  /** Payments in the given statuses created before a time, oldest first (the reconciliation task's work). */
  async openBefore(statuses: string[], before: string, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', 'in', statuses)
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** A business's payments in a status, newest first (the venue's list of flagged payments). */
  async ofBusiness(options: { businessId: number; status: string; limit: number }): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .where('status', '=', options.status)
      .orderBy('id', 'desc')
      .limit(options.limit)
      .execute();
  }

  /** Records the start of a refund; false when the payment already has one (a second click). */
  async startRefund(refund: Insertable<PaymentRefundsTable>): Promise<boolean> {
    const row = await this.db
      .insertInto('payment_refunds')
      .values(refund)
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async finishRefund(
    paymentId: number,
    outcome: { status: PaymentRefundRow['status']; refundId: string | null; error: string | null },
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('payment_refunds')
      .set({ status: outcome.status, refund_id: outcome.refundId, last_error: outcome.error, updated_at: at })
      .where('payment_id', '=', paymentId)
      .execute();
  }

  async refunds(paymentId: number): Promise<PaymentRefundRow[]> {
    return this.db.selectFrom('payment_refunds').selectAll().where('payment_id', '=', paymentId).execute();
  }

  /** Refunds that failed or never finished (retried by the reconciliation task). */
  async unfinishedRefunds(before: string, limit: number): Promise<PaymentRefundRow[]> {
    return this.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('status', 'in', ['failed'])
      .where('updated_at', '<', before)
      .limit(limit)
      .execute();
  }
}
