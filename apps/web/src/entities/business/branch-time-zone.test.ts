import { describe, expect, it } from 'vitest';
import { branchTimeZone } from './branch-time-zone.ts';

const restaurant = {
  branches: [
    { id: 1, time_zone: 'Europe/Berlin' },
    { id: 2, time_zone: '' },
  ],
} as unknown as Parameters<typeof branchTimeZone>[0];

describe('branchTimeZone', () => {
  it("is the branch's own zone, else the default zone", () => {
    expect(branchTimeZone(restaurant, 1)).toBe('Europe/Berlin');
    expect(branchTimeZone(restaurant, 2)).toBe('Asia/Kuwait');
    expect(branchTimeZone(restaurant, 9)).toBe('Asia/Kuwait');
    expect(branchTimeZone(undefined, 1)).toBe('Asia/Kuwait');
  });
});
