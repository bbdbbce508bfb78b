import { describe, expect, it } from 'vitest';
import { checkoutErrorsOf } from './checkout-errors.ts';

describe('a refused order’s errors', () => {
  it('go next to the fields they name, phone codes as readable messages', () => {
    const errors = checkoutErrorsOf({
      status: 422,
      code: 'invalid_order',
      message: 'TOO_SHORT',
      fields: [
        { path: 'body.phone', message: 'TOO_SHORT' },
        { path: 'body.car', message: 'Tell us your car' },
        { path: 'body.table_id', message: 'Not a table' },
      ],
    });
    expect(errors.fields).toEqual({
      phone: { key: 'checkout.phone.error.TOO_SHORT' },
      car: { key: 'checkout.errors.field.car' },
      table: { key: 'checkout.errors.field.table' },
    });
    expect(errors.banner).toBeNull();
  });

  it('show a banner for a closed shop or a slot that is gone, and ask for fresh slots', () => {
    const slot = checkoutErrorsOf({
      status: 422,
      code: 'invalid_slot',
      message: '',
      fields: [{ path: 'body.schedule.slot_start', message: 'x' }],
    });
    expect(slot.banner).toEqual({ key: 'checkout.errors.invalidSlot' });
    expect(slot.fields.schedule).toBeDefined();
    expect(slot.refreshSlots).toBe(true);
    expect(checkoutErrorsOf({ status: 409, code: 'shop_closed', message: '' }).refreshSlots).toBe(true);
  });

  it('name the cart lines the server refused', () => {
    const errors = checkoutErrorsOf({
      status: 409,
      code: 'not_orderable',
      message: '',
      fields: [{ path: 'body.lines.1.item_id', message: 'Not sold for dinein', code: 'not_for_type' }],
    });
    expect([...errors.lines]).toEqual([[1, 'cart.problems.notForType']]);
    expect(errors.banner).toEqual({ key: 'checkout.errors.notOrderable' });
  });

  it('ask for a new key when the old one placed another order, and never show the server’s English', () => {
    expect(checkoutErrorsOf({ status: 409, code: 'idempotency_key_reused', message: '' }).newKey).toBe(true);
    expect(checkoutErrorsOf({ status: 500, code: 'internal', message: 'Boom' }).banner).toEqual({
      key: 'checkout.errors.generic',
    });
    expect(checkoutErrorsOf({ status: 0, code: 'NETWORK', message: '' }).banner).toEqual({
      key: 'checkout.errors.network',
    });
  });
});

describe('a refused wallet payment', () => {
  it('says the balance changed and asks for a new price', () => {
    const found = checkoutErrorsOf({
      status: 409,
      code: 'wallet_insufficient',
      message: 'Your wallet balance changed; review the order again',
      fields: [{ path: 'body.use_wallet', message: 'Not enough balance' }],
    });
    expect(found.banner).toEqual({ key: 'checkout.errors.walletInsufficient' });
    expect(found.repriceWallet).toBe(true);
    expect(checkoutErrorsOf({ status: 422, code: 'shop_closed', message: '' }).repriceWallet).toBe(false);
  });
});

describe('a cart refused by the live state (issue 17)', () => {
  it('names sold-out dishes and paused orders by their codes, never by the message', () => {
    const soldOut = checkoutErrorsOf({
      status: 422,
      code: 'not_orderable',
      message: 'Sold out',
      fields: [{ path: 'body.order_lines.0.item_id', message: 'Sold out', code: 'sold_out' }],
    });
    expect(soldOut.banner).toEqual({ key: 'live.orderSoldOut' });
    expect(soldOut.lines.get(0)).toBe('cart.problems.soldOut');
    const paused = checkoutErrorsOf({
      status: 422,
      code: 'not_orderable',
      message: 'New orders are paused',
      fields: [{ path: 'body.selling_type', message: 'New orders are paused', code: 'paused' }],
    });
    expect(paused.banner).toEqual({ key: 'live.orderPaused' });
  });
});
