import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Places an order through the API as a guest of the demo on another device (no session), trying now and
 * then the first scheduled slots, with simple items of each selling type: the venue may be closed while
 * the test runs, and some dishes are sold only at some hours.
 */

const reference = 'demo';

interface Item {
  visible: boolean;
  hide_price: boolean;
  require_comment: boolean;
  schedule: unknown[] | null;
  types: Record<string, boolean>;
  id: number;
  price_labels: { id: number; minimum: number }[];
  modifier_groups: { min: number }[];
}

export async function placeApiOrder(
  request: APIRequestContext,
  options: {
    phone: string;
    name: string;
    deviceId: string;
    token?: string;
    /** Only these selling types (all the demo offers by default). */
    types?: string[];
    /** A delivery's own target and address (the first area of a visible zone otherwise, and no address). */
    delivery?: { area_id: number; location?: { lat: number; lng: number } };
    address?: Record<string, string>;
    /** How many of the item: enough to reach a delivery zone's minimum order. */
    quantity?: number;
  },
): Promise<{ id: number; secret: string }> {
  const demo = (await (
    await request.get(`/api/webapp/v5/restaurant/${reference}`, { headers: { locale: 'en' } })
  ).json()) as {
    restaurant: { id: number; branch_id: number; selling_types: string[] };
    menu: { categories: { schedule: unknown[] | null; items: Item[] }[] } | null;
  };
  const { restaurant } = demo;
  const shifts = (await (await request.get(`/api/webapp/v5/shifts/${reference}`)).json()) as {
    now: string;
    today: Record<string, { opens_at_iso?: string | null } | undefined>;
    days: { date: string; types: Record<string, { closed: boolean; slots: { from: string }[] } | undefined> }[];
  };
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(shifts.now)?.[1] ?? 'Z';
  const slotsOf = (type: string) => [
    ...(shifts.today[type]?.opens_at_iso ? [shifts.today[type]?.opens_at_iso as string] : []),
    ...shifts.days.flatMap((day) =>
      (day.types[type]?.slots ?? []).map((slot) => `${day.date}T${slot.from}:00${offset}`),
    ),
  ];
  const zones = (await (await request.get(`/api/webapp/zones/${restaurant.id}`)).json()) as {
    zones?: { visible: boolean; areas: { id: number }[] }[];
  };
  const areaId = zones.zones?.find((zone) => zone.visible && zone.areas.length > 0)?.areas[0]?.id;
  const itemsFor = (type: string) =>
    (demo.menu?.categories ?? [])
      .flatMap((category) => category.items.map((item) => ({ item, anyTime: !category.schedule && !item.schedule })))
      .filter(
        ({ item }) =>
          item.visible &&
          !item.hide_price &&
          !item.require_comment &&
          item.types[type] &&
          item.price_labels.length > 0 &&
          item.modifier_groups.every((group) => group.min === 0),
      )
      .sort((a, b) => Number(b.anyTime) - Number(a.anyTime))
      .map(({ item }) => item);
  const failures: string[] = [];
  const types = (options.types ?? ['car_pickup', 'dine_in', 'delivery']).filter((t) =>
    restaurant.selling_types.includes(t),
  );
  const delivery = options.delivery ?? (areaId ? { area_id: areaId } : undefined);
  for (const type of types) {
    const schedules = [
      { type: 'now' },
      ...slotsOf(type)
        .slice(0, 3)
        .map((slot) => ({ type: 'later', slot_start: slot })),
    ];
    for (const item of itemsFor(type).slice(0, 6)) {
      const label = item.price_labels[0];
      if (!label) continue;
      for (const schedule of schedules) {
        const response = await request.post('/api/webapp/order', {
          headers: {
            'x-device-id': options.deviceId,
            'idempotency-key': `e2e-api-order-${Date.now()}-${type}-${failures.length}`,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          data: {
            branch_id: restaurant.branch_id,
            selling_types: type,
            order_lines: [
              {
                item_id: item.id,
                price_label_id: label.id,
                quantity: Math.max(options.quantity ?? 1, label.minimum || 1),
              },
            ],
            name: options.name,
            phone: options.phone,
            dial_code: '+965',
            payment_type: 2,
            schedule,
            ...(type === 'car_pickup' ? { car: { model: 'Civic', color: 'Blue', plate: '12345' } } : {}),
            ...(type === 'delivery' && delivery ? { delivery } : {}),
            ...(type === 'delivery' && options.address ? { address: options.address } : {}),
          },
        });
        if (response.ok()) {
          const { access } = (await response.json()) as { access: { id: number; secret: string } };
          return access;
        }
        const text = await response.text();
        failures.push(`${type}/${item.id}/${schedule.type}: ${response.status()} ${text}`);
        if (text.includes('item_id')) break;
      }
    }
  }
  expect(failures, 'no order could be placed').toEqual([]);
  throw new Error('unreachable');
}
