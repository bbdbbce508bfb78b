import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderStatusCode } from './order-status.ts';
import {
  OrderStatus,
  canTransition,
  isFinalStatus,
  isVisibleToVenue,
  nextStatuses,
  orderStatusName,
  refundsWallet,
} from './order-status.ts';

const codes = Object.values(OrderStatus) as OrderStatusCode[];

describe('the order state machine', () => {
  it('accepts or rejects a pending order', () => {
    expect(nextStatuses(OrderStatus.pending, { delivery: false })).toEqual([
      OrderStatus.accepted,
      OrderStatus.rejected,
      OrderStatus.cancelled,
    ]);
  });

  it('sends only delivery orders out', () => {
    expect(canTransition(OrderStatus.ready, OrderStatus.out, { delivery: true })).toBe(true);
    expect(canTransition(OrderStatus.ready, OrderStatus.out, { delivery: false })).toBe(false);
    expect(canTransition(OrderStatus.ready, OrderStatus.delivered, { delivery: false })).toBe(true);
  });

  it('refuses to go back from a later status', () => {
    expect(canTransition(OrderStatus.accepted, OrderStatus.pending, { delivery: true })).toBe(false);
    expect(canTransition(OrderStatus.delivered, OrderStatus.cancelled, { delivery: true })).toBe(false);
  });

  it('never leaves a final status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.boolean(), (from, to, delivery) => {
        if (isFinalStatus(from)) expect(canTransition(from, to, { delivery })).toBe(false);
      }),
    );
  });

  it('can reach a final status from every status', () => {
    for (const start of codes) {
      const seen = new Set<OrderStatusCode>([start]);
      const queue = [start];
      while (queue.length > 0) {
        const current = queue.shift() as OrderStatusCode;
        for (const next of nextStatuses(current, { delivery: true, byPayment: true })) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].some(isFinalStatus)).toBe(true);
    }
  });

  it('names statuses and refunds the wallet only on rejection, cancellation or an expired payment', () => {
    expect(orderStatusName(OrderStatus.out)).toBe('out');
    expect(codes.filter(refundsWallet)).toEqual([OrderStatus.rejected, OrderStatus.cancelled, OrderStatus.expired]);
  });

  it('lets only the payment flow move an order out of awaiting payment', () => {
    const awaiting = OrderStatus.awaiting_payment;
    expect(canTransition(awaiting, OrderStatus.pending, { delivery: false })).toBe(false);
    expect(canTransition(awaiting, OrderStatus.cancelled, { delivery: false, byPayment: true })).toBe(false);
    expect(nextStatuses(awaiting, { delivery: false, byPayment: true })).toEqual([
      OrderStatus.pending,
      OrderStatus.scheduled,
      OrderStatus.expired,
    ]);
  });

  it('hides from the venue an order awaiting payment or expired unpaid', () => {
    expect(codes.filter((code) => !isVisibleToVenue(code))).toEqual([
      OrderStatus.awaiting_payment,
      OrderStatus.expired,
    ]);
  });
});
