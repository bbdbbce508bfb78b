import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

/** Helpers for the cart and checkout specs: the demo read from the API, items picked by what they need. */

export const reference = 'demo';

export interface DemoItem {
  id: number;
  category_id: number;
  name: string;
  types: Record<string, boolean>;
  schedule: unknown[] | null;
  hide_price: boolean;
  require_comment: boolean;
  visible: boolean;
  branches: { branch_id: number; visible: boolean }[];
  price_labels: { id: number; label: string; price: number; minimum: number; maximum: number | null }[];
  modifier_groups: {
    id: number;
    name: string;
    min: number;
    max: number;
    modifiers: { id: number; name: string; price: number }[];
  }[];
}
interface DemoCategory {
  id: number;
  parent_id: number | null;
  visible: boolean;
  schedule: unknown[] | null;
  branches: { branch_id: number; visible: boolean }[];
  items: DemoItem[];
}
export interface Demo {
  restaurant: {
    id: number;
    branch_id: number;
    selling_types: string[];
    hide_price: boolean;
    notify_channels: string[];
    currency: { decimal_digits: number };
    checkoutCarPickup: { showCarInfo: boolean; scheduled_orders: { on: boolean; only_schedule: boolean } } | null;
  };
  menu: { categories: DemoCategory[] };
}

export async function loadDemo(request: APIRequestContext): Promise<Demo> {
  const response = await request.get(`/api/webapp/v5/restaurant/${reference}`, { headers: { locale: 'en' } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Demo;
}

const allDay = (entry: { schedule: unknown[] | null }) => !entry.schedule || entry.schedule.length === 0;
const shownIn = (entry: { visible: boolean; branches: { branch_id: number; visible: boolean }[] }, branch: number) =>
  entry.visible && !entry.branches.some((b) => b.branch_id === branch && !b.visible);

/** Car-pickup items that can be ordered at any hour (no schedule on them or their categories). */
export function pickupItems(demo: Demo): DemoItem[] {
  const branch = demo.restaurant.branch_id;
  const byId = new Map(demo.menu.categories.map((category) => [category.id, category]));
  const open = (category: DemoCategory | undefined): boolean =>
    !category ||
    (allDay(category) &&
      shownIn(category, branch) &&
      open(category.parent_id === null ? undefined : byId.get(category.parent_id)));
  return demo.menu.categories
    .filter((category) => open(category))
    .flatMap((category) => category.items)
    .filter(
      (item) =>
        item.types.car_pickup &&
        allDay(item) &&
        shownIn(item, branch) &&
        !item.hide_price &&
        !demo.restaurant.hide_price,
    );
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an item page, makes the choices it requires (plus an optional label), and adds it to the cart. */
export async function addFromItemPage(
  page: Page,
  item: DemoItem,
  options: { labelIndex?: number } = {},
): Promise<void> {
  await page.goto(`/${reference}/pickup/${item.category_id}/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  if (item.price_labels.length > 1) {
    const label = item.price_labels[options.labelIndex ?? 0]!;
    await page.getByRole('radio', { name: new RegExp(escapeRegExp(label.label)) }).check();
  }
  for (const group of item.modifier_groups) {
    for (const modifier of group.modifiers.slice(0, group.min)) {
      await page
        .getByRole('group', { name: new RegExp(escapeRegExp(group.name)) })
        .getByLabel(modifier.name, { exact: false })
        .check();
    }
  }
  if (item.require_comment) await page.getByRole('textbox').first().fill('No onions please');
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${item.id}$`));
}

/** Whether the response is calc-order's answer. */
export const isCalcOrder = (response: Response) =>
  response.url().includes('/api/service/pos/calc-order/') && response.request().method() === 'POST';

/** The number in a money text ("7.861 Kuwaiti Dinar" → 7.861; a leading minus kept). */
export function moneyValue(text: string | null): number {
  const match = /(-|−)?\s*([\d,]+(?:\.\d+)?)/.exec((text ?? '').replace(/[\u200e\u200f\u061c]/g, ''));
  if (!match) return Number.NaN;
  const value = Number(match[2]!.replaceAll(',', ''));
  return match[1] ? -value : value;
}
