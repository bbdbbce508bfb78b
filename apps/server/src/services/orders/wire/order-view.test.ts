import { describe, expect, it } from 'vitest';
import type { OrderLineRow, OrderRow } from '../../../db/order-repository.ts';
import type { OrderDetails, OrderLineDetails } from './order-view.ts';
import { orderWire } from './order-view.ts';

const details: OrderDetails = {
  notes: 'Ring twice',
  comment: null,
  car: { model: 'Civic', color: 'Blue', plate: 'K 123' },
  table: { id: 4, name: { en: 'Window', ar: 'نافذة' } },
  delivery: { area_id: 12, location: undefined },
  area: { id: 12, zone_id: 3, name: { en: 'Salmiya', ar: 'السالمية', fr: undefined } },
  address: { block: '4', street: 'Main', type: 'residency', apartment: undefined },
  gift: null,
  notify: { channel: 'sms', locale: 'ar' },
  breakdown: {
    subtotal: 9500,
    discountTotal: 450,
    couponDiscount: 0,
    deliveryFee: 500,
    shippingFee: 0,
    serviceFee: 250,
    exclusiveTaxes: [{ id: 1, name: 'VAT', rate: 5, amount: 475 }],
    walletDiscount: 0,
    total: 10275,
    roundingAdjustment: undefined,
  },
};
const lineDetails: OrderLineDetails[] = [
  {
    name: { en: 'Mixed grill', ar: 'مشاوي' },
    price_label: { en: 'Large' },
    comment: 'no onions',
    modifiers: [{ id: 31, name: { en: 'Cheese' }, quantity: 2, price: 250 }],
    provider: null,
    provider_id: null,
    discount_id: 3,
  },
  { name: { en: 'Tea' }, price_label: {}, comment: null, modifiers: [], provider: 'pos', provider_id: '77' },
];

const row = {
  id: 501,
  business_id: 1,
  branch_id: 1,
  status: 0,
  selling_type: 'delivery',
  scheduled_for: null,
  name: 'Sara',
  phone: '+96550012345',
  payment_type: 2,
  use_wallet: 0,
  coupon_code: null,
  currency: 'KWD',
  details: JSON.stringify(details),
  created_at: '2026-03-02T10:00:00.000Z',
} as OrderRow;
const lines = lineDetails.map((d, index): OrderLineRow => ({
  order_id: 501,
  line_no: index + 1,
  item_id: 100 + index,
  price_label_id: 1000 + index,
  quantity: 2,
  unit_price: 4500,
  total_price: 9000,
  details: JSON.stringify(d),
}));

describe('orderWire', () => {
  it('answers the same from the objects an order was just written from as from its stored texts', () => {
    for (const locales of [['en'], ['ar', 'en']]) {
      const stored = orderWire(row, { locales, lines });
      const written = orderWire(row, { locales, lines, written: { details, lines: lineDetails } });
      expect(JSON.stringify(written)).toBe(JSON.stringify(stored));
    }
  });
});
