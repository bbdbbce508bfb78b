import type { PricingInput } from '@okmenu/domain';
import { priceCart } from '@okmenu/domain';
import { writeResult } from './lib/server.ts';

/** The pricing engine's time for a 50-line cart with modifiers, discounts, a coupon, taxes and a wallet. */
export function benchEngine(iterations = 5000) {
  const input: PricingInput = {
    lines: Array.from({ length: 50 }, (_, index) => ({
      key: `line-${index}`,
      itemId: 100 + index,
      categoryId: 10 + (index % 5),
      unitPrice: 500 + index * 37,
      priceLabelId: 1000 + index,
      count: 1 + (index % 4),
      modifiers: [
        { id: 1, unitPrice: 100, quantity: 1 },
        { id: 2, unitPrice: 50, quantity: 2, taxes: [{ rate: 5 }] },
      ],
      inclusiveTaxes: index % 3 === 0 ? [{ rate: 5 }] : [],
      weight: 0.4,
    })),
    sellingType: 'delivery',
    discounts: {
      delivery: {
        all_menu: { type: 'percent', value: 5 },
        items: { '101': { type: 'fixed', value: 100 } },
        categories: { '12': { type: 'percent', value: 10 } },
      },
    },
    coupon: {
      code: 'BENCH',
      discountType: 'percent',
      discountValue: 10,
      allMenu: true,
      itemIds: [],
      userType: 'all',
      maxAllowedItems: 20,
      freeDelivery: false,
    },
    userKind: 'user',
    fee: { kind: 'delivery', zone: { fees: 750, minOrder: 3000 } },
    serviceFee: 100,
    exclusiveTaxes: [{ id: 1, name: 'VAT', rate: 5 }],
    wallet: { balance: 20_000, use: true },
  };
  for (let i = 0; i < 500; i += 1) priceCart(input);
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) priceCart(input);
  const perCartMs = (performance.now() - started) / iterations;
  const figures = { lines: 50, iterations, perCartMicroseconds: Math.round(perCartMs * 1000) };
  writeResult('pricing-engine', figures);
  return figures;
}
