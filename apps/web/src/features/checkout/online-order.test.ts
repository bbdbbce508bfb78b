import type { PaymentWire, PlaceOrderResponse } from '@okmenu/contract';
import { describe, expect, it, vi } from 'vitest';
import { onlineOutcomeOf, placeOnlineOrder } from './online-order.ts';

function payment(overrides: Partial<PaymentWire> = {}): PaymentWire {
  return {
    id: 1,
    purpose: 'order',
    order_id: 9,
    reservation_id: null,
    package_id: null,
    gateway: 'sandbox',
    method: 'knet',
    status: 'awaiting',
    amount: 5,
    currency: 'KWD',
    redirect_url: 'https://pay/sbx',
    error: null,
    flag_reason: null,
    expires_at: '2026-01-01T00:20:00.000Z',
    paid_at: null,
    refunds: [],
    ...overrides,
  };
}

describe('the checkout and the online payment of its answer', () => {
  it('goes to the gateway, retries the same key when it is down, takes a new key when refused', () => {
    expect(onlineOutcomeOf(null)).toEqual({ kind: 'none' });
    expect(onlineOutcomeOf(payment({ status: 'paid', redirect_url: null }))).toEqual({ kind: 'none' });
    expect(onlineOutcomeOf(payment())).toEqual({ kind: 'redirect', url: 'https://pay/sbx' });
    expect(
      onlineOutcomeOf(payment({ redirect_url: null, error: { code: 'gateway_unavailable', message: '' } })),
    ).toMatchObject({ kind: 'error', newKey: false, key: 'payments.errors.unavailable' });
    expect(
      onlineOutcomeOf(payment({ redirect_url: null, error: { code: 'gateway_refused', message: '' } })),
    ).toMatchObject({ kind: 'error', newKey: true, key: 'payments.errors.refused' });
    expect(onlineOutcomeOf(payment({ status: 'declined', redirect_url: null }))).toMatchObject({
      kind: 'error',
      newKey: true,
    });
  });

  it('asks again with the same key while another tab is creating the charge', async () => {
    const answer = (p: PaymentWire | null) => ({ payment: p }) as PlaceOrderResponse;
    const place = vi
      .fn()
      .mockResolvedValueOnce(answer(payment({ redirect_url: null })))
      .mockResolvedValueOnce(answer(payment({ redirect_url: null })))
      .mockResolvedValueOnce(answer(payment()));
    const input = { body: {} as never, idempotencyKey: 'k1' };
    const result = await placeOnlineOrder(place, { pollMs: 0 })(input);
    expect(result.payment?.redirect_url).toBe('https://pay/sbx');
    expect(place).toHaveBeenCalledTimes(3);
    expect(place.mock.calls.every(([call]) => call.idempotencyKey === 'k1')).toBe(true);
  });

  it('does not ask again for an ordinary order', async () => {
    const place = vi.fn().mockResolvedValue({ payment: null } as PlaceOrderResponse);
    await placeOnlineOrder(place, { pollMs: 0 })({ body: {} as never, idempotencyKey: 'k' });
    expect(place).toHaveBeenCalledTimes(1);
  });
});
