import { z } from 'zod';
import { routeSellingTypes } from '@okmenu/domain';

/**
 * Running a service (issue 17). Staff calls take `Authorization: Bearer stf_…`; busy mode needs a token
 * with the owner role. Guests read the live state of a branch with GET webapp/v5/live/{branchId}?type=…
 */

const id = z.number().int().positive().max(2_147_483_647);

/** A staff token as made by `npm run staff-token`: what `Authorization: Bearer …` must carry. */
export const staffTokenPattern = /^stf_[A-Za-z0-9_-]{20,100}$/;
export const staffToken = z.string().regex(staffTokenPattern);

/** What is marked sold out: a whole item, one of its price labels, or a modifier. */
export const soldOutTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), item_id: id }).strict(),
  z.object({ kind: z.literal('price_label'), item_id: id, price_label_id: id }).strict(),
  z.object({ kind: z.literal('modifier'), modifier_id: id }).strict(),
]);
export type SoldOutTargetWire = z.infer<typeof soldOutTarget>;

/** How long a mark lasts: until a time, until the end of the branch's day, or until made available again. */
export const soldOutDuration = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('until'), at: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ kind: z.literal('end_of_day') }).strict(),
  z.object({ kind: z.literal('indefinitely') }).strict(),
]);

/** POST staff/sold-out: marks a target sold out in a branch. */
export const soldOutBody = z.object({ branch_id: id, target: soldOutTarget, duration: soldOutDuration }).strict();
export type SoldOutBody = z.infer<typeof soldOutBody>;

/** POST staff/sold-out/clear: makes a target available again. */
export const soldOutClearBody = z.object({ branch_id: id, target: soldOutTarget }).strict();

/** GET staff/operations?branch_id=…: the marks and busy settings of a branch. */
export const staffOperationsQuery = z.object({ branch_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST staff/busy (owner): pause new orders, or add preparation minutes, for a branch and selling type. */
export const busyBody = z
  .object({
    branch_id: id,
    selling_type: z.enum(routeSellingTypes),
    /** 15, 30 or 60 minutes, until reopened, or `off` to reopen now; absent leaves the pause as it is. */
    pause: z.union([z.literal(15), z.literal(30), z.literal(60), z.enum(['until_reopened', 'off'])]).optional(),
    /** Minutes added to the preparation time (0 clears), for `extra_for_minutes` or until cleared. */
    extra_minutes: z.number().int().min(0).max(240).optional(),
    extra_for_minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .optional(),
  })
  .strict()
  .refine((body) => body.pause !== undefined || body.extra_minutes !== undefined, {
    message: 'Say what changes: pause or extra_minutes',
    path: ['pause'],
  });
export type BusyBody = z.infer<typeof busyBody>;

/** GET webapp/v5/live/{branchId}?type=…: the query. */
export const liveQuery = z.object({ type: z.enum(routeSellingTypes) }).strict();

/** The busy state of one selling type as guests see it. */
export interface BusyWire {
  paused: boolean;
  /** When the pause ends (ISO); null while paused until reopened, or not paused. */
  paused_until: string | null;
  extra_minutes: number;
}

/** GET webapp/v5/live/{branchId}?type=…: what changed since the menu was prepared, read every few seconds. */
export interface LiveResponse {
  branch_id: number;
  sold_out: {
    items: number[];
    price_labels: { item_id: number; price_label_id: number }[];
    modifiers: number[];
  };
  /** Up to three orderable substitutes (same category) per sold-out item id. */
  substitutes: Record<string, number[]>;
  busy: BusyWire;
  /** Whether scheduled orders for later slots may still be placed while paused. */
  scheduled_while_paused: boolean;
}

/** One sold-out mark as staff see it. */
export interface SoldOutMarkWire {
  target: SoldOutTargetWire;
  until: string | null;
  by: string;
  at: string;
}

/** GET staff/operations answer. */
export interface StaffOperationsResponse {
  branch_id: number;
  sold_out: SoldOutMarkWire[];
  busy: Partial<Record<(typeof routeSellingTypes)[number], BusyWire>>;
}

/** POST staff/zone-tester (owner): what a guest would get at a place, a time and a selling type. */
export const zoneTesterBody = z
  .object({
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict(),
    /** The moment to test; the server's now when absent. */
    at: z.iso.datetime({ offset: true }).optional(),
    selling_type: z.enum(routeSellingTypes),
  })
  .strict();
export type ZoneTesterBody = z.infer<typeof zoneTesterBody>;

/** One zone covering the tested place, with the overlap rule's verdict (decision 0040). */
export interface TestedZoneWire {
  zone_id: number;
  name: string;
  fee: number;
  min_order: number;
  delivery_time: number;
  unit: 'minute' | 'hour' | 'day';
  verdict: 'applies' | 'hidden' | 'higher_fee' | 'higher_minimum' | 'higher_id';
  /** The zone that wins over this one. */
  loses_to: number | null;
}

/** What one branch would offer a guest at the tested place and time. */
export interface TestedBranchWire {
  branch_id: number;
  name: string;
  takes_type: boolean;
  zones: TestedZoneWire[];
  open: boolean;
  opens_at: string | null;
  scheduling: boolean;
  slots: { start: string; label: string }[];
  busy: BusyWire;
  orderable_items: { id: number; name: string }[];
  not_orderable_count: number;
}

/** POST staff/zone-tester answer. */
export interface ZoneTesterResponse {
  at: string;
  currency: string;
  /** The branch a delivery guest at this place is sent to (the applying zone's), or null when none delivers. */
  delivering_branch_id: number | null;
  branches: TestedBranchWire[];
}
