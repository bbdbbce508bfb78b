import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';
import type { NewOrder, NewOrderLine } from './order-repository.ts';
import { isUniqueViolation } from './order-repository.ts';

/** Orders placed at the same moment on SQLite share one commit (decision 0094). */
describe('group commit of orders', () => {
  let runtime: TestRuntime;
  let businessId: number;
  let file: string;

  beforeEach(async () => {
    runtime = await createTestRuntime('sqlite');
    const imported = await runtime.importObject(createBusinessFile());
    if (!imported.ok) throw new Error('import failed');
    businessId = (await runtime.businesses.findByBranch(1))?.id as number;
    const list = await sql<{ file: string }>`pragma database_list`.execute(runtime.database.db);
    file = list.rows[0]?.file as string;
  });
  afterEach(() => runtime.dispose());

  const order = (key: string): NewOrder => ({
    business_id: businessId,
    branch_id: 1,
    secret_hash: 'hash',
    user_id: null,
    device_id: null,
    idempotency_key: key,
    request_hash: 'request',
    status: 1,
    selling_type: 'car_pickup',
    scheduled_for: null,
    name: 'Guest',
    phone: '+96550012345',
    payment_type: 2,
    coupon_code: null,
    use_wallet: 0,
    currency: 'KWD',
    total: 1000,
    wallet_amount: 0,
    details: '{}',
    created_at: '2026-11-24T12:00:00.000Z',
    updated_at: '2026-11-24T12:00:00.000Z',
  });
  const lines: NewOrderLine[] = [1, 2, 3].map((line_no) => ({
    line_no,
    item_id: 100,
    price_label_id: 1000,
    quantity: 1,
    unit_price: 500,
    total_price: 500,
    details: '{}',
  }));
  const count = async (table: 'orders' | 'order_lines' | 'order_events') =>
    Number(
      (
        await runtime.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers each of many orders placed at once only when another connection can read it from the file', async () => {
    const reader = new SqliteDatabase(file, { readonly: true });
    try {
      const seen: number[] = [];
      const placed = Array.from({ length: 40 }, (_, index) =>
        runtime.orders.repository.insert(order(`key-${index}`), lines, 'guest').then((ids) => {
          // Read through a connection of its own, which sees only what is committed.
          const row = reader.prepare('select count(*) as n from orders where id = ?').get(ids.orderId) as { n: number };
          seen.push(row.n);
          return ids;
        }),
      );
      const ids = await Promise.all(placed);
      expect(seen).toEqual(Array.from({ length: 40 }, () => 1));
      expect(new Set(ids.map((id) => id.orderId)).size).toBe(40);
      expect([await count('orders'), await count('order_lines'), await count('order_events')]).toEqual([40, 120, 40]);
    } finally {
      reader.close();
    }
  });

  it('fails only the order whose own writes fail, leaving none of its rows, and commits the others', async () => {
    const results = await Promise.allSettled([
      runtime.orders.repository.insert(order('a'), lines, 'guest'),
      runtime.orders.repository.insert(order('b'), lines, 'guest', async () => {
        throw new Error('the wallet was short');
      }),
      runtime.orders.repository.insert(order('c'), lines, 'guest'),
      // The same key twice in one batch: the second breaks the unique constraint.
      runtime.orders.repository.insert(order('a'), lines, 'guest'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('the wallet was short'));
    expect(isUniqueViolation((results[3] as PromiseRejectedResult).reason)).toBe(true);
    const keys = await runtime.database.db.selectFrom('orders').select('idempotency_key').orderBy('id').execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual(['a', 'c']);
    expect([await count('order_lines'), await count('order_events')]).toEqual([6, 2]);
  });

  it('fails every order of a batch whose transaction fails, and stores none of them', async () => {
    const results = await Promise.allSettled([
      runtime.orders.repository.insert(order('x'), lines, 'guest'),
      runtime.orders.repository.insert(order('y'), lines, 'guest', async (trx) => {
        // Ends the shared transaction under the batch's feet, as a lost database would.
        await sql`rollback`.execute(trx);
      }),
      runtime.orders.repository.insert(order('z'), lines, 'guest'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await count('orders')).toBe(0);
    // The next order commits as usual.
    await runtime.orders.repository.insert(order('after'), lines, 'guest');
    expect(await count('orders')).toBe(1);
  });
});
