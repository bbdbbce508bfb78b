import type { Kysely, Selectable, Transaction } from 'kysely';
import { OrderStatus } from '@okmenu/domain';
import { CompiledQuery } from 'kysely';
import { CompiledQueries } from './compiled-queries.ts';
import { GroupCommit } from './group-commit.ts';
import type { Database } from './schema.ts';
import type { OrderEventsTable, OrderLinesTable, OrdersTable } from './tables/order-tables.ts';

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
  private readonly groupCommit: GroupCommit | undefined;
  /** The SQL of each insert shape, compiled by Kysely once (see `insertRows`). */
  private readonly insertSql = new Map<string, string>();
  /** The idempotency lookup every order makes, compiled once. */
  private readonly queries = new CompiledQueries();

  /**
   * `groupCommit` (SQLite) commits orders placed at the same moment together, each in its own savepoint,
   * and answers each once the shared commit is on disk (group-commit.ts, decision 0094).
   */
  /** SQLite: a new row's id is the driver's insert id, not a RETURNING clause (see `insertRows`). */
  private readonly idFromInsert: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    options: { groupCommit?: boolean; idFromInsert?: boolean } = {},
  ) {
    this.groupCommit = options.groupCommit ? new GroupCommit(db) : undefined;
    this.idFromInsert = options.idFromInsert ?? false;
  }

  /**
   * Stores an order, its lines and its first status event in one transaction; returns their ids once
   * committed. `alongside` runs in the same transaction (e.g. the wallet debit); if it throws, nothing
   * of this order is stored.
   */
  async insert(
    order: NewOrder,
    lines: NewOrderLine[],
    actor: string,
    alongside?: (trx: Transaction<Database>, orderId: number) => Promise<void>,
  ): Promise<{ orderId: number; eventId: number }> {
    const work = async (trx: Transaction<Database>) => {
      const id = (await this.insertRows<{ id: number }>(trx, 'orders', [order], true))[0]?.id as number;
      if (lines.length > 0) {
        await this.insertRows(
          trx,
          'order_lines',
          lines.map((line) => ({ ...line, order_id: id })),
          false,
        );
      }
      const eventRow = { order_id: id, status: order.status, actor, reason: null, at: order.created_at };
      const event = (await this.insertRows<{ id: number }>(trx, 'order_events', [eventRow], true))[0] as { id: number };
      if (alongside) await alongside(trx, id);
      return { orderId: id, eventId: event.id };
    };
    return this.groupCommit ? this.groupCommit.run(work) : this.db.transaction().execute(work);
  }

  /**
   * Inserts rows of one shape (the same columns, in the same order), returning their ids when asked. The
   * query builder compiles the SQL for the first rows of a shape and it is reused with the next rows'
   * values: building and compiling an insert of twenty columns costs more than SQLite takes to run it,
   * and placing an order runs three (decision 0094).
   */
  private async insertRows<R>(
    trx: Transaction<Database>,
    table: 'orders' | 'order_lines' | 'order_events',
    rows: Record<string, unknown>[],
    returningId: boolean,
  ): Promise<R[]> {
    const columns = Object.keys(rows[0] as object);
    // One row's id on SQLite is its rowid, which the driver reports with the insert: a RETURNING clause
    // costs SQLite about 4 µs more per insert (decision 0122). PostgreSQL and several rows use RETURNING.
    const idFromInsert = returningId && this.idFromInsert && rows.length === 1;
    const shape = `${table}:${rows.length}:${returningId}:${idFromInsert}:${columns.join(',')}`;
    let text = this.insertSql.get(shape);
    if (text === undefined) {
      // Every column is named in the SQL, an undefined value as null, so the values below line up.
      const complete = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
      const query = trx.insertInto(table).values(complete as never);
      text = (returningId && !idFromInsert ? query.returning('id') : query).compile().sql;
      this.insertSql.set(shape, text);
    }
    const values: unknown[] = [];
    for (const row of rows) for (const column of columns) values.push(row[column] ?? null);
    const result = await trx.executeQuery<R>(CompiledQuery.raw(text, values));
    if (idFromInsert) {
      if (result.insertId === undefined) throw new Error(`The insert into ${table} reported no id`);
      return [{ id: Number(result.insertId) } as R];
    }
    return result.rows;
  }

  /** The order placed earlier with an idempotency key, if any. */
  async findByIdempotencyKey(businessId: number, key: string): Promise<OrderRow | undefined> {
    const [row] = await this.queries.rows(
      this.db,
      'order by idempotency key',
      () =>
        this.db
          .selectFrom('orders')
          .selectAll()
          .where('business_id', '=', businessId)
          .where('idempotency_key', '=', key),
      [businessId, key],
    );
    return row;
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

  /**
   * Moves an order inside the caller's transaction (the payment's), only if it is still in `from`;
   * answers the new event's id, or null when the order had moved meanwhile.
   */
  async moveIn(
    trx: Transaction<Database>,
    options: { orderId: number; from: number; to: number; actor: string; reason: string | null; at: string },
  ): Promise<number | null> {
    const result = await trx
      .updateTable('orders')
      .set({ status: options.to, updated_at: options.at })
      .where('id', '=', options.orderId)
      .where('status', '=', options.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const event = await trx
      .insertInto('order_events')
      .values({
        order_id: options.orderId,
        status: options.to,
        actor: options.actor,
        reason: options.reason,
        at: options.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return event.id;
  }

  /** A page of orders of a business's customer, newest first; owner is a user id or a device id. */
  async pageForOwner(options: {
    businessId: number;
    /** A user's own orders plus the guest orders placed with a phone they proved (`phones`), or a device's. */
    owner: { userId: number; phones?: string[] } | { deviceId: string };
    page: number;
    pageSize: number;
  }): Promise<{ rows: OrderRow[]; total: number }> {
    let query = this.db
      .selectFrom('orders')
      .where('business_id', '=', options.businessId)
      // An order awaiting payment, or expired unpaid, was never placed as far as the history goes (decision 0092).
      .where('status', 'not in', [OrderStatus.awaiting_payment, OrderStatus.expired]);
    const owner = options.owner;
    query =
      'userId' in owner
        ? query.where((eb) =>
            owner.phones && owner.phones.length > 0
              ? eb.or([
                  eb('user_id', '=', owner.userId),
                  eb.and([eb('user_id', 'is', null), eb('phone', 'in', owner.phones)]),
                ])
              : eb('user_id', '=', owner.userId),
          )
        : query.where('device_id', '=', owner.deviceId);
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
  /** Orders of every business still waiting to be accepted (new or scheduled), oldest first. */
  async awaitingAcceptance(options: { statuses: number[]; limit: number }): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', options.statuses)
      .orderBy('id')
      .limit(options.limit)
      .execute();
  }

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
