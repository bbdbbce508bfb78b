import { describe, expect, it } from 'vitest';
import type { SoldOutMark, SubstituteCandidate } from './sold-out.ts';
import { endOfLocalDay, isMarkActive, soldOutUntil, SoldOutIndex, substitutesFor, withMark } from './sold-out.ts';

const at = (iso: string) => new Date(iso);
const mark = (overrides: Partial<SoldOutMark> = {}): SoldOutMark => ({
  branchId: 1,
  target: { kind: 'item', itemId: 10 },
  until: null,
  ...overrides,
});

describe('sold-out windows', () => {
  it('end of day is the next local midnight in Kuwait', () => {
    // 22:30 in Kuwait (UTC+3) is 19:30 UTC; midnight there is 21:00 UTC.
    expect(endOfLocalDay(at('2026-11-24T19:30:00Z'), 'Asia/Kuwait').toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('end of day after midnight UTC still belongs to the local day in New York', () => {
    // 02:00 UTC on the 25th is 21:00 on the 24th in New York (UTC-5): the day ends at 05:00 UTC.
    expect(endOfLocalDay(at('2026-11-25T02:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
  });

  it('end of day on the day clocks go back in Berlin is 25 hours after the previous midnight', () => {
    // 2026-10-25: CEST → CET. Midnight of the 26th is 23:00 UTC on the 25th.
    expect(endOfLocalDay(at('2026-10-25T10:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('a mark until a time in the past is refused, until a future time is kept', () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(soldOutUntil({ duration: { kind: 'until', at: at('2026-11-24T09:00:00Z') }, now, timeZone: 'UTC' })).toBe(
      'past',
    );
    expect(soldOutUntil({ duration: { kind: 'until', at: at('2026-11-24T12:00:00Z') }, now, timeZone: 'UTC' })).toEqual(
      at('2026-11-24T12:00:00Z'),
    );
    expect(soldOutUntil({ duration: { kind: 'indefinitely' }, now, timeZone: 'UTC' })).toBeNull();
  });

  it('a mark lapses at its end and an open-ended mark never does', () => {
    const ending = mark({ until: at('2026-11-24T12:00:00Z') });
    expect(isMarkActive(ending, at('2026-11-24T11:59:59Z'))).toBe(true);
    expect(isMarkActive(ending, at('2026-11-24T12:00:00Z'))).toBe(false);
    expect(isMarkActive(mark(), at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('marks of another branch or that have lapsed do not count', () => {
    const now = at('2026-11-24T12:00:00Z');
    const index = new SoldOutIndex(
      [
        mark({ branchId: 2 }),
        mark({ target: { kind: 'item', itemId: 11 }, until: at('2026-11-24T11:00:00Z') }),
        mark({ target: { kind: 'modifier', modifierId: 5 } }),
      ],
      { branchId: 1, now },
    );
    expect(index.itemSoldOut(10)).toBe(false);
    expect(index.itemSoldOut(11)).toBe(false);
    expect(index.modifierSoldOut(5)).toBe(true);
  });

  it('an item whose every price label is sold out cannot be sold, one with a label left can', () => {
    const now = at('2026-11-24T12:00:00Z');
    const labels = [1, 2].map((id) => mark({ target: { kind: 'price_label', itemId: 10, priceLabelId: id } }));
    const index = new SoldOutIndex(labels, { branchId: 1, now });
    expect(index.labelSoldOut(10, 1)).toBe(true);
    expect(index.itemUnsellable({ id: 10, priceLabelIds: [1, 2] })).toBe(true);
    expect(index.itemUnsellable({ id: 10, priceLabelIds: [1, 2, 3] })).toBe(false);
  });

  it('marking the same target again replaces the earlier mark', () => {
    const first = mark({ until: at('2026-11-24T12:00:00Z') });
    const again = mark({ until: null });
    expect(withMark([first], again)).toEqual([again]);
    expect(withMark([first], mark({ branchId: 2 }))).toHaveLength(2);
  });
});

describe('substitutes for a sold-out item', () => {
  const candidate = (id: number, overrides: Partial<SubstituteCandidate> = {}): SubstituteCandidate => ({
    id,
    categoryId: 1,
    position: id,
    price: 1000,
    orderable: true,
    ...overrides,
  });

  it('offers at most three orderable items of the same category, closest in price first', () => {
    const soldOut = new SoldOutIndex([mark({ target: { kind: 'item', itemId: 4 } })], {
      branchId: 1,
      now: at('2026-11-24T12:00:00Z'),
    });
    const ids = substitutesFor({
      item: { id: 10, categoryId: 1, price: 1000 },
      soldOut,
      candidates: [
        candidate(10),
        candidate(1, { price: 3000 }),
        candidate(2, { price: 1100 }),
        candidate(3, { price: 900 }),
        candidate(4, { price: 1000 }),
        candidate(5, { orderable: false, price: 1000 }),
        candidate(6, { categoryId: 2, price: 1000 }),
        candidate(7, { price: 1500 }),
      ],
    });
    expect(ids).toEqual([2, 3, 7]);
  });
});
