/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WeekSchedule } from './business-file-common.ts';
import { businessFileSchema, type BusinessFile } from './business-file.ts';

/**
 * The demo business (data/demo/business.json, built from data/demo/source by `npm run demo`) is what a fresh
 * install shows: it must be a valid import file and exercise every feature the product has.
 */
const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/demo');
const raw: unknown = JSON.parse(readFileSync(path.join(demoDir, 'business.json'), 'utf8'));
const parsed = businessFileSchema.safeParse(raw);
const file = parsed.data as BusinessFile;

const sellingTypes = ['delivery', 'car_pickup', 'dine_in', 'reservation'] as const;
type Position = [number, number];

function minutes(text: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec(text.trim());
  if (!match) throw new Error(`Unexpected time ${text}`);
  let hours = Number(match[1]);
  if (match[3]) hours = (hours % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** Whether a schedule is open on a weekday (0 = Monday) at a minute of the day, shifts past midnight included. */
function isOpen(schedule: WeekSchedule, day: number, minute: number): boolean {
  const check = (d: number, at: number, spill: boolean) => {
    const entry = schedule[(d + 7) % 7];
    if (!entry || entry.closed) return false;
    return entry.shifts.some((s) => {
      if (s.time_from === 24) return true;
      const from = minutes(s.time_from);
      const to = minutes(s.time_to);
      if (to > from) return !spill && at >= from && at < to;
      return spill ? at < to : at >= from;
    });
  };
  return check(day, minute, false) || check(day - 1, minute, true);
}
const crossesMidnight = (schedule: WeekSchedule) =>
  schedule.some((day) => day.shifts.some((s) => s.time_from !== 24 && minutes(s.time_to) < minutes(s.time_from)));

function decimals(value: number): number {
  const text = String(value);
  return text.includes('.') ? (text.split('.')[1] ?? '').length : 0;
}

function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}
function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const orient = (p: Position, q: Position, r: Position) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}
function selfIntersects(ring: Position[]): boolean {
  const n = ring.length - 1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(ring[i] as Position, ring[i + 1] as Position, ring[j] as Position, ring[j + 1] as Position))
        return true;
    }
  }
  return false;
}
function pointInRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function mediaFile(urlPath: string): string {
  expect(urlPath.startsWith('/media/demo/')).toBe(true);
  return path.join(demoDir, 'media', urlPath.slice('/media/demo/'.length));
}
function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? sizeOf(full) : statSync(full).size);
  }, 0);
}

describe('demo business file', () => {
  it('is a valid business import file', () => {
    const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems).toEqual([]);
  });

  it('is a Kuwaiti bilingual business with the configured settings', () => {
    const b = file.business;
    expect(b.reference_id).toBe('demo');
    expect(b.currency).toBe('KWD');
    expect(b.country_iso).toBe('KW');
    expect(b.locales).toEqual(['en', 'ar']);
    expect(b.business_name.en && b.business_name.ar).toBeTruthy();
    expect(b.logo).toBe('/media/demo/logo.webp');
    expect(b.header_bg).toBe('/media/demo/header.webp');
    expect(b.menu_layout).toBe('grid');
    expect(b.dark_mode).toBe('auto');
    expect(b.payment_methods).toEqual([1, 2, 3, 8]);
    // Online payment walks through the development sandbox gateway (issue 13).
    expect(b.online_payment).toEqual({ gateway: 'sandbox', methods: ['knet', 'card', 'apple_pay', 'apple_pay_knet'] });
    expect(b.enable_wallet).toBe(true);
    expect(b.disable_otp).toBe(false);
    expect(b.reservation?.enabled).toBe(true);
    expect(b.checkoutDelivery?.scheduled_orders).toMatchObject({
      on: true,
      min_advance: { value: 30, scale: 'min' },
      max_advance: { value: 3, scale: 'day' },
    });
    expect(b.checkoutCarPickup?.scheduled_orders.on).toBe(true);
    expect(b.checkoutCarPickup?.showCarInfo).toBe(true);
    expect(b.checkoutDineIn).toBeDefined();
    for (const field of ['block', 'street', 'building'] as const)
      expect(b.checkoutDelivery?.fields?.[field]).toEqual({ on: true, required: true });
    for (const field of ['floor', 'apartment', 'avenue', 'note'] as const)
      expect(b.checkoutDelivery?.fields?.[field]).toEqual({ on: true, required: false });
    for (const policy of ['privacy', 'terms', 'refund'] as const) {
      expect(b.policies[policy]?.en).toBeTruthy();
      expect(b.policies[policy]?.ar).toBeTruthy();
    }
    expect(Object.keys(b.social_links).length).toBeGreaterThan(0);
    expect(b.whatsapp_phone).toBeTruthy();
    expect(b.highlighted_category_id).toBeDefined();
    expect(b.show_standard_sub_categories).toBe(true);
  });

  it('asks for feedback with every question type, each titled in English and Arabic', () => {
    const questions = file.business.questionnaire?.questions ?? [];
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(['text', 'slider', 'smile', 'choices', 'rate', 'phone']),
    );
    for (const question of questions) expect(Object.keys(question.title).sort()).toEqual(['ar', 'en']);
  });

  it('has two branches with different hours, a closed day and a shift past midnight', () => {
    expect(file.branches.map((b) => b.id)).toEqual([1, 2]);
    const [one, two] = file.branches;
    expect(JSON.stringify(one?.shifts)).not.toBe(JSON.stringify(two?.shifts));
    for (const branch of file.branches) {
      expect(branch.time_zone).toBe('Asia/Kuwait');
      expect(branch.location.lat).toBeGreaterThan(28.5);
      expect(branch.location.lat).toBeLessThan(30.1);
      for (const type of branch.selling_types) expect(branch.shifts[type]).toHaveLength(7);
    }
    const schedules = file.branches.flatMap((b) => Object.values(b.shifts));
    expect(schedules.some(crossesMidnight)).toBe(true);
    expect(schedules.some((s) => s.some((day) => day.closed))).toBe(true);
  });

  it('has at least 8 categories, subcategories, and categories outside their schedule part of the day', () => {
    expect(file.categories.length).toBeGreaterThanOrEqual(8);
    expect(file.categories.filter((c) => c.parent_id !== undefined).length).toBeGreaterThanOrEqual(2);
    for (const c of file.categories) {
      expect(c.name.en).toBeTruthy();
      expect(c.name.ar).toBeTruthy();
    }
    const scheduled = file.categories.filter((c) => c.schedule);
    const hours = Array.from({ length: 7 * 24 }, (_, h) => [Math.floor(h / 24), (h % 24) * 60] as const);
    const partTime = scheduled.filter(
      (c) =>
        hours.some(([day, minute]) => isOpen(c.schedule as WeekSchedule, day, minute)) &&
        hours.some(([day, minute]) => !isOpen(c.schedule as WeekSchedule, day, minute)),
    );
    expect(partTime.length).toBeGreaterThanOrEqual(2);
    expect(scheduled.some((c) => crossesMidnight(c.schedule as WeekSchedule))).toBe(true);
    const breakfast = file.categories.find((c) => c.name.en === 'Breakfast');
    expect(breakfast?.schedule && isOpen(breakfast.schedule, 0, 8 * 60)).toBe(true);
    expect(breakfast?.schedule && isOpen(breakfast.schedule, 0, 15 * 60)).toBe(false);
  });

  it('has per-branch visibility and availability', () => {
    const entries = [...file.categories, ...file.items].flatMap((x) => x.branches);
    expect(entries.some((b) => !b.visible)).toBe(true);
    expect(entries.some((b) => b.available !== undefined)).toBe(true);
  });

  it('has at least 60 items, every one named and described in English and Arabic, with an image', () => {
    expect(file.items.length).toBeGreaterThanOrEqual(60);
    for (const item of file.items) {
      expect(item.name.en, `item ${item.id}`).toBeTruthy();
      expect(item.name.ar, `item ${item.id}`).toBeTruthy();
      expect(item.description?.en, `item ${item.id}`).toBeTruthy();
      expect(item.description?.ar, `item ${item.id}`).toBeTruthy();
      expect(item.image, `item ${item.id}`).toMatch(/^\/media\/demo\/items\/[a-z0-9-]+$/);
    }
  });

  it('offers items for every selling type, some only for dine-in or reservation', () => {
    for (const type of sellingTypes) expect(file.items.some((i) => i.types[type])).toBe(true);
    const only = (type: (typeof sellingTypes)[number]) =>
      file.items.filter((i) => sellingTypes.every((t) => i.types[t] === (t === type)));
    expect(only('reservation').length).toBeGreaterThanOrEqual(2);
    expect(only('dine_in').length).toBeGreaterThanOrEqual(2);
  });

  it('uses price labels, modifier groups and the other item options', () => {
    const multi = file.items.filter((i) => i.price_labels.length >= 2);
    expect(multi.length).toBeGreaterThanOrEqual(5);
    for (const item of multi) for (const label of item.price_labels) expect(label.label?.ar).toBeTruthy();
    expect(file.items.some((i) => i.price_labels.length === 3)).toBe(true);
    expect(file.items.some((i) => i.price_labels.some((l) => l.maximum !== undefined && l.minimum > 1))).toBe(true);
    expect(file.items.some((i) => i.price_labels.some((l) => l.shippingWeight > 0))).toBe(true);
    const groups = file.items.flatMap((i) => i.modifier_groups);
    expect(groups.some((g) => g.min === 1 && g.max === 1)).toBe(true);
    expect(groups.some((g) => g.min === 0 && g.max >= 2 && g.modifiers.some((m) => m.price > 0))).toBe(true);
    expect(groups.some((g) => g.min >= 2)).toBe(true);
    expect(file.items.filter((i) => i.require_comment).length).toBeGreaterThanOrEqual(1);
    expect(file.items.filter((i) => i.hide_price).length).toBeGreaterThanOrEqual(1);
    expect(file.items.filter((i) => i.inclusive_taxes.length > 0).length).toBeGreaterThanOrEqual(1);
    expect(file.items.filter((i) => i.calories !== undefined).length).toBeGreaterThanOrEqual(30);
    expect(file.items.some((i) => i.schedule)).toBe(true);
    expect(new Set(file.items.map((i) => i.price_display)).size).toBe(4);
  });

  it('writes money with at most three decimals within realistic prices', () => {
    for (const item of file.items) {
      for (const label of item.price_labels) {
        expect(decimals(label.price)).toBeLessThanOrEqual(3);
        expect(label.price).toBeGreaterThanOrEqual(0.2);
        expect(label.price).toBeLessThanOrEqual(8.5);
      }
      for (const m of item.modifier_groups.flatMap((g) => g.modifiers))
        expect(decimals(m.price)).toBeLessThanOrEqual(3);
    }
    for (const zone of file.zones) expect(decimals(zone.fees)).toBeLessThanOrEqual(3);
  });

  it('defines every tag items use, with both languages', () => {
    const keys = new Set(file.tags.map((t) => t.key));
    for (const key of ['vegan', 'vegetarian', 'spicy', 'gluten_free', 'contains_nuts', 'contains_dairy'])
      expect(keys.has(key)).toBe(true);
    for (const tag of file.tags) expect(tag.name.en && tag.name.ar).toBeTruthy();
    expect(file.tags.some((t) => t.kind === 'dietary') && file.tags.some((t) => t.kind === 'allergen')).toBe(true);
    for (const item of file.items) for (const tag of item.tags) expect(keys.has(tag), `${item.id} ${tag}`).toBe(true);
  });

  it('has discounts for every selling type pointing at real items and categories', () => {
    const itemIds = new Set(file.items.map((i) => String(i.id)));
    const categoryIds = new Set(file.categories.map((c) => String(c.id)));
    for (const type of ['delivery', 'car_pickup', 'dine_in'] as const) {
      const discount = file.discounts[type];
      expect(discount).toBeDefined();
      for (const id of Object.keys(discount?.items ?? {})) expect(itemIds.has(id)).toBe(true);
      for (const id of Object.keys(discount?.categories ?? {})) expect(categoryIds.has(id)).toBe(true);
    }
    expect(Object.keys(file.discounts.delivery?.categories ?? {}).length).toBeGreaterThan(0);
  });

  it('has smart categories, banners, shipping countries, tables, coupons and wallet packages', () => {
    expect(file.smart_categories).toHaveLength(2);
    expect(file.smart_categories.some((s) => s.randomize)).toBe(true);
    expect(file.banners).toHaveLength(3);
    expect(file.shipping_countries.map((c) => c.country_iso).sort()).toEqual(['AE', 'BH', 'SA']);
    expect(file.tables.filter((t) => t.branch_id === 1).length).toBeGreaterThanOrEqual(8);
    expect(file.tables.filter((t) => t.branch_id === 2).length).toBeGreaterThanOrEqual(1);
    const coupon = (code: string) => file.coupons.find((c) => c.code === code);
    expect(coupon('WELCOME10')).toMatchObject({ discount_type: 'percent', discount_value: 10, all_menu: true });
    expect(coupon('SAVE2')).toMatchObject({ discount_type: 'fixed', discount_value: 2 });
    expect(coupon('GUEST15')).toMatchObject({ discount_type: 'percent', user_type: 'guests' });
    expect(coupon('MEMBERS20')).toMatchObject({ user_type: 'auth_users', max_allowed_items: 2 });
    expect(coupon('FREEDEL')?.free_delivery).toBe(true);
    expect(file.coupons.some((c) => !c.all_menu && c.item_ids.length > 0)).toBe(true);
    expect(file.wallet_packages).toHaveLength(3);
    for (const p of file.wallet_packages) expect(p.credit).toBeGreaterThan(p.price);
  });

  it('has delivery zones with well-formed polygon areas around Kuwait City', () => {
    expect(file.zones.filter((z) => z.branch_id === 1).length).toBeGreaterThanOrEqual(3);
    expect(file.zones.filter((z) => z.branch_id === 2).length).toBeGreaterThanOrEqual(1);
    expect(new Set(file.zones.map((z) => z.fees)).size).toBeGreaterThan(1);
    const areas = file.zones.flatMap((z) => z.areas);
    expect(areas.some((a) => a.name === undefined)).toBe(true);
    expect(areas.some((a) => a.shape.type === 'MultiPolygon')).toBe(true);
    expect(areas.some((a) => a.shape.type === 'Polygon' && a.shape.coordinates.length > 1)).toBe(true);
    const rings: Position[][] = [];
    for (const a of areas) {
      if (a.name) expect(a.name.en && a.name.ar).toBeTruthy();
      expect(a.parent_name?.en && a.parent_name.ar).toBeTruthy();
      const polygons =
        a.shape.type === 'Polygon' ? [a.shape.coordinates] : a.shape.type === 'MultiPolygon' ? a.shape.coordinates : [];
      for (const polygon of polygons) {
        polygon.forEach((ring, index) => {
          expect(ring[0]).toEqual(ring[ring.length - 1]);
          for (const [lng, lat] of ring) {
            expect(lng).toBeGreaterThan(47.8);
            expect(lng).toBeLessThan(48.3);
            expect(lat).toBeGreaterThan(29.1);
            expect(lat).toBeLessThan(29.5);
          }
          // Exterior rings counter-clockwise, holes clockwise (RFC 7946).
          if (index === 0) expect(signedArea(ring)).toBeGreaterThan(0);
          else expect(signedArea(ring)).toBeLessThan(0);
          expect(selfIntersects(ring)).toBe(false);
        });
        rings.push(polygon[0] as Position[]);
      }
    }
    // Areas do not overlap: no vertex of one exterior ring lies inside another.
    for (let i = 0; i < rings.length; i++)
      for (let j = 0; j < rings.length; j++)
        if (i !== j) for (const p of rings[i] as Position[]) expect(pointInRing(p, rings[j] as Position[])).toBe(false);
  });

  it('has every picture it names, small enough', () => {
    for (const base of [...file.items, ...file.categories].map((x) => x.image)) {
      expect(base).toBeDefined();
      expect(existsSync(`${mediaFile(base as string)}.webp`), base).toBe(true);
      expect(existsSync(`${mediaFile(base as string)}@2x.webp`), base).toBe(true);
    }
    for (const full of [file.business.logo, file.business.header_bg, ...file.banners.map((b) => b.image)]) {
      expect(full).toMatch(/\.webp$/);
      expect(existsSync(mediaFile(full as string)), full).toBe(true);
    }
    expect(sizeOf(path.join(demoDir, 'media'))).toBeLessThan(1.5 * 1024 * 1024);
  });
});
