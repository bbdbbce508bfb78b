import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../testing/business-factory.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';
import type { NewOrder } from './order-repository.ts';
import { OrderRepository } from './order-repository.ts';

describe.each(testDialects)('order ids on %s', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
    if (!(await runtime.importObject(createBusinessFile())).ok) throw new Error('import failed');
    businessId = (await runtime.businesses.findByBranch(1))?.id as number;
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
    status: 0,
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
  const line = { line_no: 1, item_id: 100, price_label_id: 1000, quantity: 1, unit_price: 500, total_price: 500 };

  // SQLite takes the ids from the driver's insert id (no RETURNING), PostgreSQL from RETURNING.
  for (const options of [
    {},
    { idFromInsert: dialect === 'sqlite' },
    { idFromInsert: dialect === 'sqlite', groupCommit: dialect === 'sqlite' },
  ]) {
    it(`answers the ids of the order and its first event as stored (${JSON.stringify(options)})`, async () => {
      const repository = new OrderRepository(runtime.database.db, options);
      const placed = await Promise.all(
        ['key-0001-aaaa', 'key-0002-bbbb', 'key-0003-cccc'].map(async (key) => ({
          key,
          ids: await repository.insert(order(key), [{ ...line, details: '{}' }], 'guest'),
        })),
      );
      for (const { key, ids } of placed) {
        const stored = await repository.findByIdempotencyKey(businessId, key);
        expect(stored?.id).toBe(ids.orderId);
        const events = await repository.events(ids.orderId);
        expect(events.map((event) => event.id)).toEqual([ids.eventId]);
        expect((await repository.lines(ids.orderId)).map((l) => l.order_id)).toEqual([ids.orderId]);
      }
      expect(new Set(placed.map((p) => p.ids.orderId)).size).toBe(3);
    });
  }
});
