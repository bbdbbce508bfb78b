import { describe, expect, it } from 'vitest';
import { staffNavLinks } from './staff-nav.tsx';

/* One nav for every staff page (issue 11): orders, reservations, feedback and service for all; the tester for owners. */
describe('staffNavLinks', () => {
  it('names every staff screen once, the zone tester only for owners', () => {
    expect(staffNavLinks(false).map((link) => link.to)).toEqual([
      '/staff/orders',
      '/staff/reservations',
      '/staff/feedback',
      '/staff/service',
    ]);
    expect(staffNavLinks(true).map((link) => link.to)).toEqual([
      '/staff/orders',
      '/staff/reservations',
      '/staff/feedback',
      '/staff/service',
      '/staff/zone-tester',
    ]);
  });
});
