import { describe, expect, it } from 'vitest';
import { failReasonOf, paymentFailHref, returnStateOf } from './payment-return.ts';

describe('what the page does with a payment after the gateway', () => {
  it('maps every payment status', () => {
    expect(returnStateOf({ status: 'paid', redirect_url: null })).toEqual({ kind: 'paid' });
    expect(returnStateOf({ status: 'awaiting', redirect_url: 'https://pay/x' })).toEqual({
      kind: 'waiting',
      redirectUrl: 'https://pay/x',
    });
    expect(returnStateOf({ status: 'declined', redirect_url: null })).toEqual({ kind: 'failed', reason: 'declined' });
    expect(returnStateOf({ status: 'cancelled', redirect_url: null })).toEqual({ kind: 'failed', reason: 'cancelled' });
    expect(returnStateOf({ status: 'expired', redirect_url: null })).toEqual({ kind: 'failed', reason: 'expired' });
    expect(returnStateOf({ status: 'flagged', redirect_url: null })).toEqual({ kind: 'flagged' });
    expect(returnStateOf({ status: 'refunded', redirect_url: null })).toEqual({ kind: 'refunded' });
    expect(returnStateOf({ status: 'voided', redirect_url: null })).toEqual({ kind: 'refunded' });
  });

  it('builds the fail page link and reads its reason back, declined when unknown', () => {
    const href = paymentFailHref('demo', 'cancelled', 42);
    expect(href).toBe('/demo/payment/fail?reason=cancelled&order=42');
    expect(failReasonOf(new URL(href, 'http://x').searchParams.get('reason'))).toBe('cancelled');
    expect(failReasonOf('expired')).toBe('expired');
    expect(failReasonOf(null)).toBe('declined');
    expect(failReasonOf('<script>')).toBe('declined');
  });
});
