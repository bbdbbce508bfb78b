import { validatePhone, type ValidPhone } from '@okmenu/domain';
import { describe, expect, it } from 'vitest';
import { cartItemOf } from '../cart/cart-rules.ts';
import { createSimpleItem } from '../cart/test-factories.ts';
import { destinationOf, orderBodyOf, walletPaymentType } from './order-body.ts';

const tea = createSimpleItem();
const items = [cartItemOf(tea, { priceLabelId: 1000, modifiers: [], comment: '', count: 2 })].filter(
  (line) => line !== null,
);
const phone = validatePhone({ number: '50012345', country: 'KW' }) as ValidPhone;
const address = { type: 'apartment' as const, block: '3', street: '12' };

function body(options: Partial<Parameters<typeof orderBodyOf>[0]> = {}) {
  return orderBodyOf({
    branchId: 7,
    type: 'delivery',
    items,
    name: ' Sara ',
    phone,
    coupon: null,
    note: '',
    paymentType: 8,
    schedule: { type: 'now' },
    car: null,
    tableId: null,
    ...options,
  });
}

describe('the order body and the wallet', () => {
  it('sends use_wallet false and the chosen payment type when the wallet is off', () => {
    expect(body()).toMatchObject({ use_wallet: false, payment_type: 8, name: 'Sara', phone: '50012345' });
    expect(body({ useWallet: false })).toMatchObject({ use_wallet: false, payment_type: 8 });
  });

  it('sends use_wallet true and cash for the rest when the wallet is on (SPEC §9)', () => {
    expect(walletPaymentType).toBe(2);
    expect(body({ useWallet: true })).toMatchObject({ use_wallet: true, payment_type: 2 });
  });
});

describe('the order body of a delivery: zone or shipping country', () => {
  const target = { address, gift: undefined, delivery: null, shipping: null };

  it('sends the area (with the address) for a local delivery, and no shipping', () => {
    const sent = body({ destination: destinationOf({ ...target, delivery: { area_id: 4 } }) });
    expect(sent.delivery).toEqual({ area_id: 4 });
    expect(sent.address).toEqual(address);
    expect(sent).not.toHaveProperty('shipping');
  });

  it('sends shipping instead of delivery for an order shipped abroad, the address still along', () => {
    const destination = destinationOf({ ...target, delivery: { area_id: 4 }, shipping: { country_id: 2 } });
    const sent = body({ destination });
    expect(sent.shipping).toEqual({ country_id: 2 });
    expect(sent).not.toHaveProperty('delivery');
    expect(sent.address).toEqual(address);
  });

  it('sends the gift when there is one', () => {
    const gift = { recipient: 'Noor', phone: '+96550000000' };
    const sent = body({ destination: destinationOf({ ...target, shipping: { country_id: 2 }, gift }) });
    expect(sent.gift).toEqual(gift);
  });

  it('has no destination while neither a place nor a country is chosen, nor for other order types', () => {
    expect(destinationOf(target)).toBeNull();
    const pickup = body({ type: 'pickup', destination: null });
    expect(pickup).not.toHaveProperty('delivery');
    expect(pickup).not.toHaveProperty('shipping');
    expect(pickup).not.toHaveProperty('address');
  });
});
