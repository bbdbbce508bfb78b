import type { WeekSchedule } from '../schedule/schedule-types.ts';
import { shiftStatus, type ShopStatus } from '../schedule/shift-status.ts';

/** Open now or closed with the next opening, for one selling type of a branch. */
export interface BranchOpening {
  status: ShopStatus;
  /** Local `HH:mm` of the next opening within 7 days, null when open or not opening within a week. */
  opens_at: string | null;
  /** The next opening as an ISO date-time with the branch's offset, or null. */
  opens_at_iso: string | null;
}

/**
 * Open now or the next opening of each selling type a branch sells, from its shifts in its own time zone
 * (a selling type without shifts is always open, as in the shifts answer).
 */
export function branchOpenings<T extends string>(options: {
  sellingTypes: readonly T[];
  shifts: Partial<Record<T, WeekSchedule>>;
  timeZone: string;
  now: Date;
}): Partial<Record<T, BranchOpening>> {
  const { sellingTypes, shifts, timeZone, now } = options;
  const result: Partial<Record<T, BranchOpening>> = {};
  for (const type of sellingTypes) {
    const status = shiftStatus({ schedule: shifts[type] ?? null, now, timeZone });
    result[type] = { status: status.status, opens_at: status.opens_at, opens_at_iso: status.opens_at_iso };
  }
  return result;
}

/**
 * Whether a branch offers pickup: it sells car_pickup and the pickup config's `branches` (SPEC §3) lists
 * it; a config without a `branches` list leaves pickup to every branch that sells it.
 */
export function offersPickup(options: {
  branchId: number;
  sellingTypes: readonly string[];
  pickupBranches: readonly number[] | null | undefined;
}): boolean {
  const { branchId, sellingTypes, pickupBranches } = options;
  if (!sellingTypes.includes('car_pickup')) return false;
  return pickupBranches == null || pickupBranches.includes(branchId);
}

/** A directions link that opens the maps app on phones and the maps site elsewhere. */
export function directionsUrl(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`;
}

/** A wa.me chat link for a phone number written with or without its plus. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
