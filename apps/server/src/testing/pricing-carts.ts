import type { CalcOrderBodyInput } from '@okmenu/contract';
import fc from 'fast-check';

type Line = CalcOrderBodyInput['lines'][number];

/** A valid line of one of the lunchtime items of branch 1 (modifiers in either order: the order must not change a price). */
export const pricingLineArbitrary: fc.Arbitrary<Line> = fc.oneof(
  fc.record({ item_id: fc.constant(100), price_label_id: fc.constant(1000), count: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    item_id: fc.constant(101),
    price_label_id: fc.constantFrom(1010, 1011),
    count: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({
    item_id: fc.constant(201),
    price_label_id: fc.constant(2010),
    count: fc.integer({ min: 2, max: 10 }),
    comment: fc.constantFrom('Happy birthday', 'Eid Mubarak'),
  }),
  fc
    .record({
      price_label_id: fc.constantFrom(2000, 2001),
      count: fc.integer({ min: 1, max: 5 }),
      bread: fc.constantFrom(220, 221),
      cheese: fc.integer({ min: 0, max: 2 }),
      bacon: fc.boolean(),
      order: fc.boolean(),
    })
    .map(({ bread, cheese, bacon, order, ...line }) => {
      const extras = [
        ...(cheese > 0 ? [{ id: 210, quantity: cheese }] : []),
        ...(bacon ? [{ id: 211, quantity: 1 }] : []),
      ];
      const modifiers = order ? [{ id: bread, quantity: 1 }, ...extras] : [...extras, { id: bread, quantity: 1 }];
      return { item_id: 200, ...line, modifiers };
    }),
);

/** The pricing business's price label maximums per order (`maximum` in pricing-business.ts). */
const labelMaximums = new Map<number, number>([
  [2001, 5],
  [2010, 10],
]);

/**
 * Cart lines the server accepts: a label's lines together stay within its maximum for the order (a line that would
 * pass it is left out; the first line of a label never does, as each line's count is within the maximum).
 */
export const pricingLinesArbitrary: fc.Arbitrary<Line[]> = fc
  .array(pricingLineArbitrary, { minLength: 1, maxLength: 8 })
  .map((lines) => {
    const totals = new Map<number, number>();
    return lines.filter((line) => {
      const maximum = labelMaximums.get(line.price_label_id);
      if (maximum === undefined) return true;
      const total = (totals.get(line.price_label_id) ?? 0) + line.count;
      if (total > maximum) return false;
      totals.set(line.price_label_id, total);
      return true;
    });
  });
