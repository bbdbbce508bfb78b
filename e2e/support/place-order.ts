import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A guest's pickup order placed through the API, for specs that need an order (the staff board, the order page's
 * accessibility): whatever dishes the demo file holds and whatever the time of day.
 */

export interface PlacedOrder {
  id: number;
  secret: string;
}

interface RestaurantAnswer {
  restaurant: {
    payment_methods: number[];
    branches: { id: number; selling_types: string[] }[];
    checkoutCarPickup: { scheduled_orders?: { on?: boolean; min_advance?: unknown; max_advance?: unknown } } | null;
  };
  menu: {
    categories: {
      visible: boolean;
      branches: number[];
      schedule: unknown;
      items: {
        id: number;
        schedule: unknown;
        visible: boolean;
        require_comment: boolean;
        branches: number[];
        types: Record<string, boolean>;
        price_labels: { id: number; minimum: number | null }[];
        modifier_groups: { min?: number | null; minimum?: number | null }[];
      }[];
    }[];
  };
}

/** Pickup lines the demo business can take at its first car-pickup branch, whatever the demo file holds. */
async function pickupCandidates(request: APIRequestContext) {
  const response = await request.get('/api/webapp/v5/restaurant/demo', { headers: { locale: 'en' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as RestaurantAnswer;
  const branch = body.restaurant.branches.find((candidate) => candidate.selling_types.includes('car_pickup'));
  if (!branch) throw new Error('The demo business has no car-pickup branch');
  const inBranch = (branches: number[]) => branches.length === 0 || branches.includes(branch.id);
  // Dishes without their own hours first (breakfast or late-night ones are refused at other times of day).
  const unscheduledFirst = <T extends { schedule: unknown }>(list: T[]) =>
    [...list].sort((a, b) => Number(Boolean(a.schedule)) - Number(Boolean(b.schedule)));
  const lines = unscheduledFirst(body.menu.categories)
    .filter((category) => category.visible && inBranch(category.branches))
    .flatMap((category) => unscheduledFirst(category.items))
    .filter(
      (item) =>
        item.visible &&
        item.types.car_pickup &&
        !item.require_comment &&
        inBranch(item.branches) &&
        item.modifier_groups.every((group) => !(group.min ?? group.minimum)),
    )
    .flatMap((item) =>
      item.price_labels
        .filter((label) => (label.minimum ?? 1) <= 1)
        .map((label) => ({ item_id: item.id, price_label_id: label.id })),
    );
  const methods = body.restaurant.payment_methods;
  const paymentType = methods.includes(2) ? 2 : (methods.find((method) => method !== 1) ?? 2);
  return { branchId: branch.id, lines, paymentType, scheduling: body.restaurant.checkoutCarPickup?.scheduled_orders };
}

/** The first slot a "later" pickup order can take, generated the way the web app does (decision 0010). */
async function firstPickupSlot(
  request: APIRequestContext,
  scheduling: { min_advance?: unknown; max_advance?: unknown },
): Promise<string | null> {
  const { generateSlots } = await import('@okmenu/domain');
  const response = await request.get('/api/webapp/v5/shifts/demo');
  if (!response.ok()) return null;
  const shifts = (await response.json()) as { time_zone: string; schedules: Record<string, unknown> };
  const slots = generateSlots({
    schedule: (shifts.schedules.car_pickup ?? null) as Parameters<typeof generateSlots>[0]['schedule'],
    now: new Date(),
    timeZone: shifts.time_zone,
    minAdvance: scheduling.min_advance as Parameters<typeof generateSlots>[0]['minAdvance'],
    maxAdvance: scheduling.max_advance as Parameters<typeof generateSlots>[0]['maxAdvance'],
  });
  return (slots[1] ?? slots[0])?.start ?? null;
}

/** The guest's pickup order, placed through POST webapp/order (now, or for the first slot when closed). */
export async function placePickupOrder(request: APIRequestContext, name: string): Promise<PlacedOrder> {
  const { branchId, lines, paymentType, scheduling } = await pickupCandidates(request);
  expect(lines.length, 'a car-pickup item the demo sells').toBeGreaterThan(0);
  const problems: string[] = [];
  for (const line of lines.slice(0, 5)) {
    const body = {
      branch_id: branchId,
      selling_types: 'pickup',
      order_lines: [{ ...line, quantity: 1, modifiers: [] }],
      name,
      phone: '50012345',
      dial_code: '+965',
      payment_type: paymentType,
      car: { model: 'Patrol', color: 'White', plate: '12345' },
    };
    const place = (extra: object) =>
      request.post('/api/webapp/order', {
        headers: { 'idempotency-key': `e2e-guest-${Date.now()}-${Math.random().toString(36).slice(2)}` },
        data: { ...body, ...extra },
      });
    let response = await place({});
    if (response.status() === 409 && scheduling?.on) {
      // The demo's pickup hours are closed (or scheduled-only) at this moment: order for a later slot.
      const slot = await firstPickupSlot(request, scheduling);
      if (slot) response = await place({ schedule: { type: 'later', slot_start: slot } });
    }
    if (response.ok()) {
      const placed = (await response.json()) as { access: PlacedOrder };
      return placed.access;
    }
    problems.push(`${response.status()} ${await response.text()}`);
  }
  throw new Error(`The guest's order could not be placed:\n${problems.join('\n')}`);
}
