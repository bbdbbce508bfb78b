import { describe, expect, it } from 'vitest';
import { createClosedDay, createWeekSchedule } from '../schedule/test-factories.ts';
import { branchOpenings, directionsUrl, offersPickup, whatsappUrl } from './branch-card.ts';

// Monday 2026-11-23 10:00 in Kuwait (UTC+3).
const mondayTen = new Date('2026-11-23T07:00:00Z');

describe('branch openings', () => {
  it('says a selling type is open inside its shift and closed outside with the next opening', () => {
    const openings = branchOpenings({
      sellingTypes: ['delivery', 'car_pickup'],
      shifts: {
        delivery: createWeekSchedule(),
        car_pickup: createWeekSchedule({ 0: createClosedDay() }),
      },
      timeZone: 'Asia/Kuwait',
      now: mondayTen,
    });
    expect(openings.delivery).toEqual({ status: 'open', opens_at: null, opens_at_iso: null });
    expect(openings.car_pickup).toEqual({
      status: 'closed',
      opens_at: '09:00',
      opens_at_iso: '2026-11-24T09:00:00+03:00',
    });
  });

  it('counts a selling type without shifts as open', () => {
    const openings = branchOpenings({ sellingTypes: ['dine_in'], shifts: {}, timeZone: 'Asia/Kuwait', now: mondayTen });
    expect(openings.dine_in?.status).toBe('open');
  });

  it('reads the shifts in the branch time zone', () => {
    // 10:00 in Kuwait is 07:00 in London: before the 09:00 opening there.
    const openings = branchOpenings({
      sellingTypes: ['delivery'],
      shifts: { delivery: createWeekSchedule() },
      timeZone: 'Europe/London',
      now: mondayTen,
    });
    expect(openings.delivery).toMatchObject({ status: 'closed', opens_at: '09:00' });
  });
});

describe('pickup branches', () => {
  it('offers pickup in every branch selling it when the config lists no branches', () => {
    expect(offersPickup({ branchId: 3, sellingTypes: ['car_pickup'], pickupBranches: undefined })).toBe(true);
  });

  it('offers pickup only in the listed branches', () => {
    expect(offersPickup({ branchId: 3, sellingTypes: ['car_pickup'], pickupBranches: [1] })).toBe(false);
    expect(offersPickup({ branchId: 1, sellingTypes: ['car_pickup'], pickupBranches: [1] })).toBe(true);
  });

  it('never offers pickup in a branch that does not sell it', () => {
    expect(offersPickup({ branchId: 1, sellingTypes: ['delivery'], pickupBranches: [1] })).toBe(false);
  });
});

describe('branch links', () => {
  it('builds a directions link and a WhatsApp link', () => {
    expect(directionsUrl({ lat: 29.37, lng: 47.98 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=29.37,47.98',
    );
    expect(whatsappUrl('+965 5001 2345')).toBe('https://wa.me/96550012345');
  });
});
