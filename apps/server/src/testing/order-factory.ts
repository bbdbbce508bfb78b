import type { OrderBodyInput } from '@okmenu/contract';

/** A valid pickup order for the test business of business-factory.ts; pass overrides to shape it. */
export function createOrderBody(overrides: Partial<OrderBodyInput> = {}): OrderBodyInput {
  return {
    branch_id: 1,
    selling_types: 'pickup',
    order_lines: [
      { item_id: 100, price_label_id: 1000, quantity: 2, modifiers: [] },
      { item_id: 101, price_label_id: 1011, quantity: 1, modifiers: [] },
    ],
    name: 'Sara Ahmad',
    phone: '50012345',
    dial_code: '+965',
    payment_type: 2,
    ...overrides,
  };
}
