import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { ReservationEventsTable, ReservationsTable } from './tables/reservation-tables.ts';

export type ReservationRow = Selectable<ReservationsTable>;
export type ReservationEventRow = Selectable<ReservationEventsTable>;
export type NewReservation = Omit<ReservationRow, 'id'>;

/** The statuses that hold a table (pending, accepted, awaiting payment); the domain's blocksTable says the same. */
const blockingStatuses = [0, 1, 6];

/** PostgreSQL answers bigint columns as text; the stay is read back as numbers on both databases. */
function parseRow<T extends ReservationRow>(row: T): T {
  return { ...row, start_ms: Number(row.start_ms), end_ms: Number(row.end_ms) };
}

/** A booking's move from one status to another (with its pre-order rewritten when it is paid another way). */
export interface ReservationMove {
  id: number;
  from: number;
  to: number;
  actor: string;
  reason: string | null;
  at: string;
  preOrder?: string;
}

/** Bookings, their status history and the per-branch lock that serialises booking decisions. */
export class ReservationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Books under the branch's lock, in one transaction: first the lock row is updated (PostgreSQL holds its row lock
   * until commit; SQLite runs one write transaction at a time), then an earlier booking with the same idempotency key
   * is looked for, then `decide` sees the branch's active bookings overlapping `window` and returns the booking to
   * store, or throws to refuse (nothing is written). So concurrent requests for the last table book it once.
   */
  async book(options: {
    businessId: number;
    branchId: number;
    idempotencyKey: string;
    window: { from: number; to: number };
    decide: (active: ReservationRow[]) => NewReservation;
    actor: string;
    /** Stored in the same transaction as the booking (its pre-order's payment). */
    alongside?: (trx: Transaction<Database>, row: ReservationRow) => Promise<void>;
  }): Promise<{ row: ReservationRow; replayed: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      await lockBranch(trx, { businessId: options.businessId, branchId: options.branchId });
      const earlier = await trx
        .selectFrom('reservations')
        .selectAll()
        .where('business_id', '=', options.businessId)
        .where('idempotency_key', '=', options.idempotencyKey)
        .executeTakeFirst();
      if (earlier) return { row: parseRow(earlier), replayed: true };
      const active = await trx
        .selectFrom('reservations')
        .selectAll()
        .where('branch_id', '=', options.branchId)
        .where('business_id', '=', options.businessId)
        .where('status', 'in', blockingStatuses)
        .where('start_ms', '<', options.window.to)
        .where('end_ms', '>', options.window.from)
        .execute();
      const booking = options.decide(active.map(parseRow));
      const row = await trx.insertInto('reservations').values(booking).returningAll().executeTakeFirstOrThrow();
      await trx
        .insertInto('reservation_events')
        .values({ reservation_id: row.id, status: row.status, actor: options.actor, reason: null, at: row.created_at })
        .execute();
      await options.alongside?.(trx, parseRow(row));
      return { row: parseRow(row), replayed: false };
    });
  }

  /** The active bookings of a branch overlapping a span (availability reads them without the lock). */
  async activeOverlapping(options: { businessId: number; branchId: number; from: number; to: number }) {
    const rows = await this.db
      .selectFrom('reservations')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .where('branch_id', '=', options.branchId)
      .where('status', 'in', blockingStatuses)
      .where('start_ms', '<', options.to)
      .where('end_ms', '>', options.from)
      .execute();
    return rows.map(parseRow);
  }

  /** The booking made earlier with an idempotency key, if any. */
  async findByIdempotencyKey(businessId: number, key: string): Promise<ReservationRow | undefined> {
    const row = await this.db
      .selectFrom('reservations')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row && parseRow(row);
  }

  /** One booking by id. */
  async findById(id: number): Promise<ReservationRow | undefined> {
    const row = await this.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && parseRow(row);
  }

  /**
   * Moves a booking from one status to another and records the event, in one transaction; answers undefined when
   * the booking is no longer in `from` (someone else moved it first).
   */
  async move(options: ReservationMove): Promise<{ row: ReservationRow; eventId: number } | undefined> {
    return this.db.transaction().execute((trx) => this.moveIn(trx, options));
  }

  /** The same move in the caller's transaction (a payment's confirmation or expiry). */
  async moveIn(
    trx: Transaction<Database>,
    options: ReservationMove,
  ): Promise<{ row: ReservationRow; eventId: number } | undefined> {
    const row = await trx
      .updateTable('reservations')
      .set({
        status: options.to,
        updated_at: options.at,
        ...(options.to === 2 ? { reject_reason: options.reason } : {}),
        ...(options.preOrder !== undefined ? { pre_order: options.preOrder } : {}),
      })
      .where('id', '=', options.id)
      .where('status', '=', options.from)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const event = await trx
      .insertInto('reservation_events')
      .values({
        reservation_id: row.id,
        status: options.to,
        actor: options.actor,
        reason: options.reason,
        at: options.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { row: parseRow(row), eventId: event.id };
  }

  /** Status events of a booking after an event id (0 for all). */
  async events(reservationId: number, afterId = 0): Promise<ReservationEventRow[]> {
    return this.db
      .selectFrom('reservation_events')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('id', '>', afterId)
      .orderBy('id')
      .execute();
  }

  /** A page of a business's bookings made by a user (any device) or a guest device, newest first. */
  async pageForOwner(options: {
    businessId: number;
    owner: { userId: number } | { deviceId: string };
    page: number;
    pageSize: number;
  }): Promise<{ rows: ReservationRow[]; total: number }> {
    let query = this.db.selectFrom('reservations').where('business_id', '=', options.businessId);
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
    return { rows: rows.map(parseRow), total: Number(count.n) };
  }

  /** A business's bookings starting in [from, to), by start time then id (the staff board). */
  async startingBetween(options: { businessId: number; from: number; to: number; limit: number }) {
    const rows = await this.db
      .selectFrom('reservations')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .where('start_ms', '>=', options.from)
      .where('start_ms', '<', options.to)
      .orderBy('start_ms')
      .orderBy('id')
      .limit(options.limit)
      .execute();
    return rows.map(parseRow);
  }
}

/** Takes the branch's booking lock inside a transaction (creating its row the first time). */
async function lockBranch(
  trx: Transaction<Database>,
  { businessId, branchId }: { businessId: number; branchId: number },
): Promise<void> {
  await trx
    .insertInto('reservation_locks')
    .values({ business_id: businessId, branch_id: branchId, version: 0 })
    .onConflict((conflict) => conflict.columns(['business_id', 'branch_id']).doNothing())
    .execute();
  await trx
    .updateTable('reservation_locks')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('business_id', '=', businessId)
    .where('branch_id', '=', branchId)
    .execute();
}
