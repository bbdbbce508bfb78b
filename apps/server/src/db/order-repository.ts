import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderEventsTable, OrderLinesTable, OrdersTable } from './schema.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type NewOrder = Omit<OrderRow, 'id'>;
export type NewOrderLine = Omit<OrderLineRow, 'order_id'>;

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/** Orders, their lines and their status history. */
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores an order, its lines and its first status event in one transaction; returns their ids.
   * `alongside` runs in the same transaction (e.g. the wallet debit); if it throws, nothing is stored.
   */
  async insert(
    order: NewOrder,
    lines: NewOrderLine[],
    actor: string,
    alongside?: (trx: Transaction<Database>, orderId: number) => Promise<void>,
  ): Promise<{ orderId: number; eventId: number }> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
      if (lines.length > 0) {
        await trx
          .insertInto('order_lines')
          .values(lines.map((line) => ({ ...line, order_id: id })))
          .execute();
      }
      const event = await trx
        .insertInto('order_events')
        .values({ order_id: id, status: order.status, actor, reason: null, at: order.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (alongside) await alongside(trx, id);
      return { orderId: id, eventId: event.id };
    });
  }

  /** The order placed earlier with an idempotency key, if any. */
  async findByIdempotencyKey(businessId: number, key: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** One order by id. */
  async findById(id: number): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The lines of an order in the order they were placed. */
  async lines(orderId: number): Promise<OrderLineRow[]> {
    return this.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
  }

  /** Status events of an order after an event id (0 for all). */
  async events(orderId: number, afterId = 0): Promise<OrderEventRow[]> {
    return this.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('id', '>', afterId)
      .orderBy('id')
      .execute();
  }

  /** A page of orders of a business's customer, newest first; owner is a user id or a device id. */
  async pageForOwner(options: {
    businessId: number;
    owner: { userId: number } | { deviceId: string };
    page: number;
    pageSize: number;
  }): Promise<{ rows: OrderRow[]; total: number }> {
    let query = this.db.selectFrom('orders').where('business_id', '=', options.businessId);
    query =
      'userId' in options.owner
        ? query.where('user_id', '=', options.owner.userId)
        : query.where('device_id', '=', options.owner.deviceId);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Orders of a business in the given statuses, newest first (the staff board). */
  async forBoard(businessId: number, statuses: number[], limit: number): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('status', 'in', statuses)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Moves an order from one status to another and records the event, only if it is still in `from`
   * (so two staff members clicking at once cannot both succeed). Returns whether it moved.
   */
  async transition(options: {
    orderId: number;
    from: number;
    to: number;
    actor: string;
    reason: string | null;
    at: string;
    /** Runs in the same transaction once the move is made (e.g. a wallet refund). */
    alongside?: (trx: Transaction<Database>) => Promise<void>;
  }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('orders')
        .set({ status: options.to, updated_at: options.at })
        .where('id', '=', options.orderId)
        .where('status', '=', options.from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('order_events')
        .values({
          order_id: options.orderId,
          status: options.to,
          actor: options.actor,
          reason: options.reason,
          at: options.at,
        })
        .execute();
      if (options.alongside) await options.alongside(trx);
      return true;
    });
  }
}
