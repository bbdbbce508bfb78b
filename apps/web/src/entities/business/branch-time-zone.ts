import type { RestaurantWire } from '@okmenu/contract';

/** The zone of a venue whose branch does not name one (the demo market's). */
const defaultTimeZone = 'Asia/Kuwait';

/** A branch's time zone, by which its hours, dates and times are read (the default before the venue is known). */
export function branchTimeZone(restaurant: Pick<RestaurantWire, 'branches'> | undefined, branchId: number): string {
  return restaurant?.branches.find((branch) => branch.id === branchId)?.time_zone || defaultTimeZone;
}
