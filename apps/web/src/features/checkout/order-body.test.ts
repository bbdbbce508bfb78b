import { validatePhone, type ValidPhone } from '@okmenu/domain';
import { describe, expect, it } from 'vitest';
import { cartItemOf } from '../../entities/cart/cart-rules.ts';
import { createSimpleItem } from '../../entities/cart/test-factories.ts';
import { destinationOf, orderBodyOf, paymentChoices, walletPaymentType } from './order-body.ts';

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

  it('pays online with the picked method, also the rest after the wallet (issue 13)', () => {
    expect(body({ paymentType: 1, onlineMethod: 'knet' })).toMatchObject({ payment_type: 1, online_method: 'knet' });
    expect(body({ paymentType: 1, onlineMethod: 'card', useWallet: true })).toMatchObject({
      use_wallet: true,
      payment_type: 1,
      online_method: 'card',
    });
    expect(body({ paymentType: 2, onlineMethod: 'knet' })).not.toHaveProperty('online_method');
  });
});

describe('the payment types the checkout offers', () => {
  it('offers online only when a method is usable here, after cash', () => {
    expect(paymentChoices([1, 2, 3, 8], { online: true })).toEqual([2, 1, 3, 8]);
    expect(paymentChoices([1, 2, 3, 8], { online: false })).toEqual([2, 3, 8]);
    expect(paymentChoices([1], { online: true })).toEqual([1]);
  });

  it('with the wallet on, offers cash or online for the rest', () => {
    expect(paymentChoices([1, 3], { online: true, wallet: true })).toEqual([2, 1]);
    expect(paymentChoices([1, 3], { online: false, wallet: true })).toEqual([2]);
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

describe('the order body and tracking consent (issue 18)', () => {
  it('asks for no server conversion events unless the guest consented to advertising', () => {
    expect(body().tracking_consent).toBe(false);
    expect(body({ trackingConsent: false }).tracking_consent).toBe(false);
    expect(body({ trackingConsent: true }).tracking_consent).toBe(true);
  });
});

describe('the order body and status messages (issue 17)', () => {
  it('asks to hear back only on the channel the guest opted in to', () => {
    expect(body()).not.toHaveProperty('notify');
    expect(body({ notify: null })).not.toHaveProperty('notify');
    expect(body({ notify: 'whatsapp' }).notify).toBe('whatsapp');
  });
});

describe('paymentChoices', () => {
  const methods = [1, 2, 3, 8];
  it("offers a delivery only what its config's cash and credit switches allow", () => {
    expect(
      paymentChoices(methods, { online: true, type: 'delivery', delivery: { cash: true, credit: false } }),
    ).toEqual([2, 3]);
    expect(
      paymentChoices(methods, { online: true, type: 'delivery', delivery: { cash: false, credit: true } }),
    ).toEqual([1, 3, 8]);
  });
  it('leaves the other types to the business payment methods', () => {
    expect(
      paymentChoices(methods, { online: false, type: 'pickup', delivery: { cash: false, credit: false } }),
    ).toEqual([2, 3, 8]);
    expect(paymentChoices([2], { online: false, type: 'dinein' })).toEqual([2]);
  });
});
