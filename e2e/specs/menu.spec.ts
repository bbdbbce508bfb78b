import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Menu browsing (issue 3) against the demo business. The demo's menu is read from the API first, so the
 * specs follow the data instead of hard-coding names; times are set with `page.clock` in Kuwait time.
 */

const reference = 'demo';

interface Item {
  id: number;
  category_id: number;
  name: string;
  description: string;
  types: Record<string, boolean>;
  schedule: unknown[] | null;
  hide_price: boolean;
  price_display: string;
  require_comment: boolean;
  price_labels: { id: number; label: string; price: number; minimum: number }[];
  modifier_groups: {
    id: number;
    name: string;
    min: number;
    max: number;
    modifiers: { id: number; name: string; price: number }[];
  }[];
}
interface Category {
  id: number;
  parent_id: number | null;
  name: string;
  schedule: { closed: boolean; shifts: { time_from: string | number; time_to: string }[] }[] | null;
  items: Item[];
}
interface Restaurant {
  restaurant: {
    selling_types: string[];
    menu_layout: 'grid' | 'list' | 'one_page';
    currency: { decimal_digits: number };
    branch_id: number;
  };
  menu: { categories: Category[] };
  discounts: Record<
    string,
    { all_menu?: unknown; items: Record<string, unknown>; categories: Record<string, unknown> }
  >;
}

async function loadMenu(request: APIRequestContext, locale: string): Promise<Restaurant> {
  const response = await request.get(`/api/webapp/v5/restaurant/${reference}`, { headers: { locale } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Restaurant;
}

/** 14:00 on a Wednesday in Kuwait (UTC+3): lunch, breakfast is over. */
const afternoon = new Date('2026-11-25T11:00:00Z');
/** 08:00 on the same day in Kuwait: breakfast time. */
const morning = new Date('2026-11-25T05:00:00Z');

function routeType(data: Restaurant): string {
  const types = data.restaurant.selling_types;
  if (types.includes('delivery')) return 'delivery';
  if (types.includes('car_pickup')) return 'pickup';
  return 'dinein';
}

const always = (category: Category) => !category.schedule || category.schedule.length === 0;
const forDelivery = (item: Item) => item.types.delivery && (!item.schedule || item.schedule.length === 0);

/** Top-level categories open all day with something for delivery. */
function allDayCategories(data: Restaurant): Category[] {
  const all = data.menu.categories;
  return all.filter(
    (category) =>
      category.parent_id === null &&
      always(category) &&
      all.some((c) => (c.id === category.id || c.parent_id === category.id) && always(c) && c.items.some(forDelivery)),
  );
}

function allDayItems(data: Restaurant): Item[] {
  const byId = new Map(data.menu.categories.map((category) => [category.id, category]));
  const chainOpen = (category: Category | undefined): boolean =>
    !category ||
    (always(category) && chainOpen(category.parent_id === null ? undefined : byId.get(category.parent_id)));
  return data.menu.categories
    .filter((category) => chainOpen(category))
    .flatMap((category) => category.items.filter(forDelivery));
}

function isDiscounted(data: Restaurant, item: Item): boolean {
  const delivery = data.discounts.delivery;
  return Boolean(delivery && (delivery.all_menu || delivery.items[item.id] || delivery.categories[item.category_id]));
}

async function openAt(page: Page, time: Date, path: string, locale = 'en') {
  await page.clock.setFixedTime(time);
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1:3199';
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url }]);
  await page.goto(path);
}

test.describe('menu browsing', () => {
  let data: Restaurant;
  let dataAr: Restaurant;
  let type: string;

  test.beforeAll(async ({ request }) => {
    data = await loadMenu(request, 'en');
    dataAr = await loadMenu(request, 'ar');
    type = routeType(data);
  });

  test('browses from the type home into a category and its items', async ({ page }) => {
    const category = allDayCategories(data)[0];
    expect(category, 'the demo has a category open all day').toBeTruthy();
    await openAt(page, afternoon, `/${reference}/${type}`);
    if (type === 'delivery') {
      // A new visitor's delivery home asks for the area once the page is idle; this spec browses without one.
      const picker = page.getByTestId('area-picker');
      await expect(picker).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
    }
    if (data.restaurant.menu_layout === 'one_page') {
      await page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link', { name: category!.name }).click();
      await expect(page.locator(`#menu-section-${category!.id}-title`)).toBeInViewport();
      await page.goto(`/${reference}/${type}/${category!.id}`);
    } else {
      await page.getByRole('link', { name: category!.name }).first().click();
    }
    await expect(page).toHaveURL(new RegExp(`/${reference}/${type}/${category!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: category!.name })).toBeVisible();
    const links = page.locator(`main a[href^="/${reference}/${type}/"]`);
    await expect(links.first()).toBeVisible();
    const itemLink = page.locator(`main a[href^="/${reference}/${type}/${category!.id}/"]`).first();
    if ((await itemLink.count()) > 0) {
      await itemLink.click();
      await expect(page).toHaveURL(new RegExp(`/${reference}/${type}/${category!.id}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('opens an item, picks options and sees the final price change', async ({ page }) => {
    const item = allDayItems(data).find(
      (candidate) =>
        !candidate.hide_price &&
        !isDiscounted(data, candidate) &&
        (candidate.price_labels.length > 1 ||
          candidate.modifier_groups.some((group) => group.modifiers.some((modifier) => modifier.price > 0))),
    );
    expect(item, 'the demo has an item with options that change its price').toBeTruthy();
    const digits = data.restaurant.currency.decimal_digits;
    const money = (value: number) => value.toFixed(digits);
    await openAt(page, afternoon, `/${reference}/${type}/${item!.category_id}/${item!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item!.name })).toBeVisible();
    const add = page.getByRole('button', { name: /add to cart/i });
    const total = page.getByTestId('item-total');

    let label = item!.price_labels[0]!;
    if (item!.price_labels.length > 1) {
      await expect(add).toBeDisabled();
      label = [...item!.price_labels].sort((a, b) => b.price - a.price)[0]!;
      await page.getByRole('radio', { name: new RegExp(escape(label.label)) }).check();
    }
    let unit = label.price;
    const count = label.minimum;
    await expect(total).toContainText(money(unit * count));

    for (const group of item!.modifier_groups) {
      // Required groups get their first option; an optional priced one is added to see the price move.
      const priced = group.modifiers.find((modifier) => modifier.price > 0);
      const pick = group.min > 0 ? group.modifiers[0]! : priced;
      if (!pick) continue;
      const choice = page
        .getByRole('group', { name: new RegExp(escape(group.name)) })
        .getByLabel(pick.name, { exact: false });
      await choice.check();
      unit += pick.price;
      await expect(total).toContainText(money(unit * count));
    }
    if (item!.require_comment) await page.getByRole('textbox').fill('No onions please');
    await expect(add).toBeEnabled();
    await page.getByRole('button', { name: /more: quantity/i }).click();
    await expect(total).toContainText(money(unit * (count + 1)));
  });

  test('searches in English as you type and highlights the match', async ({ page }) => {
    const item = allDayItems(data).find((candidate) => /^[a-z]{4,}/i.test(candidate.name))!;
    const word = item.name.split(' ')[0]!.toLowerCase();
    await openAt(page, afternoon, `/${reference}/${type}/search`);
    await page.getByRole('searchbox', { name: 'Search the menu' }).pressSequentially(word, { delay: 40 });
    const result = page.getByRole('link', { name: new RegExp(escape(item.name), 'i') }).first();
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText(new RegExp(escape(word), 'i'));
    await page.getByRole('searchbox').fill('zzzzqqq');
    await expect(page.getByText(/Nothing matches/)).toBeVisible();
  });

  test('searches in Arabic with and without diacritics', async ({ page }) => {
    const ids = new Set(allDayItems(data).map((item) => item.id));
    const arabicItems = dataAr.menu.categories.flatMap((category) => category.items).filter((item) => ids.has(item.id));
    const item = arabicItems.find((candidate) => /[\u0621-\u064a]{3,}/.test(candidate.name))!;
    expect(item, 'the demo has Arabic names').toBeTruthy();
    const bare = item.name.replace(/[\u064b-\u0652\u0640]/g, '').split(' ')[0]!;
    // The same word with a fatha on every letter.
    const withMarks = [...bare].map((letter) => `${letter}\u064e`).join('');
    await openAt(page, afternoon, `/${reference}/${type}/search`, 'ar');
    const box = page.getByRole('searchbox');
    for (const query of [bare, withMarks]) {
      await box.fill(query);
      const result = page.getByRole('link', { name: new RegExp(escape(item.name.split(' ')[0]!)) }).first();
      await expect(result).toBeVisible();
      await expect(result.locator('mark').first()).toBeVisible();
    }
  });

  test('an item id that does not exist lands on /404', async ({ page }) => {
    const category = data.menu.categories[0]!;
    await page.goto(`/${reference}/${type}/${category.id}/987654`);
    // `?from=` keeps the venue, so the page's "Back to home" returns to its menu (issue 12).
    await expect(page).toHaveURL(new RegExp(`/404\\?from=${reference}$`));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an item outside its schedule is not offered', async ({ page }) => {
    const breakfast = data.menu.categories.find((category) => /breakfast/i.test(category.name) && !always(category));
    expect(breakfast, 'the demo has a Breakfast category with hours').toBeTruthy();
    const dish = breakfast!.items.find((item) => item.types.delivery) ?? breakfast!.items[0]!;
    const home = `/${reference}/${type}`;
    const categoryPath = `${home}/${breakfast!.id}`;
    const itemPath = `${categoryPath}/${dish.id}`;

    await openAt(page, afternoon, home);
    await expect(page.getByText('Not available now').first()).toBeVisible();
    await page.goto(categoryPath);
    await expect(page.getByText('Not available now')).toBeVisible();
    await expect(page.locator(`a[href="${itemPath}"]`)).toHaveCount(0);
    await page.goto(itemPath);
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeDisabled();
    await expect(page.getByText(/Not available now/).first()).toBeVisible();

    await page.clock.setFixedTime(morning);
    await page.goto(categoryPath);
    await expect(page.locator(`a[href="${itemPath}"]`)).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
