import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcOrderLine, orderLine } from './calc-order.ts';
import { orderBody } from './order-calls.ts';

/**
 * How a line was shaped before decision 0122 (rest, spread, copy and delete, and the modifiers parsed again),
 * applied to what the line's checks let through (`.in`, the schema before its transform). The new one-pass
 * shaping must give the same object with its keys in the same order: the order is part of the request hash
 * stored with every order, so a retried checkout must hash as it did.
 */
const linePriceKeys = [
  'price',
  'netPrice',
  'discountedPrice',
  'modifiersPrice',
  'total_price',
  'unit_price',
  'priceAfterCoupon',
  'couponDiscountAmount',
];
type Line = Record<string, unknown> & { modifiers: unknown; modifiers_details?: { id: number; quantity: number }[] };

function oldChosenModifiers(line: Line): unknown {
  if (typeof line.modifiers !== 'string') {
    return (line.modifiers as Record<string, unknown>[]).map((modifier) => {
      const copy = { ...modifier };
      delete copy.price;
      delete copy.taxes;
      return copy;
    });
  }
  if (line.modifiers_details) return line.modifiers_details;
  const counts = new Map<number, number>();
  for (const id of line.modifiers.split(',').filter(Boolean).map(Number)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, quantity]) => ({ id, quantity }));
}

function oldShapeLine(line: Line): unknown {
  const copy: Record<string, unknown> = { ...line };
  for (const key of [...linePriceKeys, 'modifiers_details']) delete copy[key];
  return { ...copy, modifiers: oldChosenModifiers(line) };
}

function oldShapeOrderLine(parsed: Line): unknown {
  const { quantity, ...line } = parsed;
  return oldShapeLine({ ...line, count: quantity } as Line);
}

const price = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant('1.250'), fc.constant(null));
const modifierObject = fc.record(
  {
    id: fc.integer({ min: 1, max: 40 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    price,
    taxes: fc.constant([]),
  },
  { requiredKeys: ['id', 'quantity'] },
);
const modifiers = fc.oneof(
  fc.constant([]),
  fc.array(modifierObject, { maxLength: 4 }),
  fc.constantFrom('210,221', '210,210,221', '', '7'),
  // Refused: a bad entry must be named by its own path, as before.
  fc.constantFrom([{ id: 0, quantity: 1 }], [{ id: 5 }], 'a,b', 42),
);
const optionalFields = {
  modifiers_details: fc.array(
    fc.record({ id: fc.constantFrom(210, 221, 7), quantity: fc.integer({ min: 1, max: 3 }), price }),
    { maxLength: 2 },
  ),
  comment: fc.string({ maxLength: 8 }),
  isQty: fc.boolean(),
  weight: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 500 })),
  shippingWeight: fc.constant(null),
  discount_id: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 9 })),
  provider: fc.constantFrom(' pos ', null),
  provider_id: fc.oneof(fc.constant(' 77 '), fc.integer({ min: 0, max: 9 }), fc.constant(null)),
  price,
  total_price: price,
  couponDiscountAmount: price,
};
/** A line as a client sends it, its keys in any order; `countKey` is `quantity` (order) or `count` (calc). */
const sentLine = (countKey: 'quantity' | 'count') =>
  fc
    .record(
      {
        item_id: fc.integer({ min: 1, max: 200 }),
        price_label_id: fc.integer({ min: 1, max: 2000 }),
        count: fc.integer({ min: 0, max: 1000 }),
        modifiers,
        ...optionalFields,
      },
      { requiredKeys: ['item_id', 'price_label_id', 'count'] },
    )
    .map(({ count, ...line }): Record<string, unknown> => ({ ...line, [countKey]: count }))
    .chain((line) =>
      fc.shuffledSubarray(Object.keys(line), { minLength: Object.keys(line).length }).map((keys) => ({ line, keys })),
    )
    .map(({ line, keys }) => Object.fromEntries(keys.map((key) => [key, line[key]])));

describe('shaping a checked cart line', () => {
  it('an order line comes out as before: the same keys, values and key order, and the same refusals', () => {
    fc.assert(
      fc.property(sentLine('quantity'), (sent) => {
        const now = orderLine.safeParse(structuredClone(sent));
        const checked = orderLine.in.safeParse(structuredClone(sent));
        expect(now.success).toBe(checked.success);
        if (!now.success || !checked.success) {
          expect(now.error?.issues).toEqual(checked.error?.issues);
          return;
        }
        expect(JSON.stringify(now.data)).toBe(JSON.stringify(oldShapeOrderLine(checked.data as Line)));
      }),
      { numRuns: 2000 },
    );
  });

  it('a calc-order line comes out as before', () => {
    fc.assert(
      fc.property(sentLine('count'), (sent) => {
        const now = calcOrderLine.safeParse(structuredClone(sent));
        const checked = calcOrderLine.in.safeParse(structuredClone(sent));
        expect(now.success).toBe(checked.success);
        if (!now.success || !checked.success) return;
        expect(JSON.stringify(now.data)).toBe(JSON.stringify(oldShapeLine(checked.data as Line)));
      }),
      { numRuns: 2000 },
    );
  });

  it('a whole order body hashes as before (the JSON of the parsed body, as the request hash takes it)', () => {
    const body = {
      branch_id: 901,
      selling_types: 'pickup',
      order_lines: [
        { item_id: 100, price_label_id: 1000, quantity: 2, comment: 'line 1', modifiers: [] },
        { quantity: 1, modifiers: [{ id: 210, quantity: 2, price: 0.25 }], item_id: 101, price_label_id: 1011 },
        { item_id: 102, price_label_id: 1020, quantity: 1, modifiers: '210,210', total_price: 3, isQty: false },
      ],
      name: 'Bench Guest',
      phone: '50012345',
      dial_code: '+965',
      payment_type: 2,
    };
    // Recorded from the shaping before decision 0122.
    expect(JSON.stringify(orderBody.parse(body))).toBe(
      '{"branch_id":901,"selling_types":"pickup","order_lines":[' +
        '{"item_id":100,"price_label_id":1000,"modifiers":[],"comment":"line 1","count":2},' +
        '{"item_id":101,"price_label_id":1011,"modifiers":[{"id":210,"quantity":2}],"count":1},' +
        '{"item_id":102,"price_label_id":1020,"modifiers":[{"id":210,"quantity":2}],"isQty":false,"count":1}],' +
        '"name":"Bench Guest","phone":"50012345","dial_code":"+965","payment_type":2,"use_wallet":false,' +
        '"reservation":false,"schedule":{"type":"now"},"tracking_consent":false}',
    );
  });
});
