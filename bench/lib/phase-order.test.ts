import { describe, expect, it } from 'vitest';
import { abbaOrder } from './phase-order.ts';

describe('abbaOrder', () => {
  it('alternates the order of each pair', () => {
    expect(abbaOrder(3, 'one', 'spread')).toEqual(['one', 'spread', 'spread', 'one', 'one', 'spread']);
  });

  it('runs each phase as often as the other over an even number of rounds, and nothing for none', () => {
    const order = abbaOrder(4, 'a', 'b');
    expect(order.filter((phase) => phase === 'a')).toHaveLength(4);
    expect(order.slice(0, 4)).toEqual(['a', 'b', 'b', 'a']);
    expect(abbaOrder(0, 'a', 'b')).toEqual([]);
  });
});
