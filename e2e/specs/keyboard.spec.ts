import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { escapeRegExp, loadDemo, pickupItems, reference, type Demo } from '../support/ordering.ts';

/**
 * The guest's flows with the keyboard alone (issue 19): only Tab, Shift+Tab, Enter, Space, arrows and typed
 * text, never a click; every focus stop must show its focus and none may trap it (support/keyboard.ts).
 */

/**
 * An all-day pickup item the menu page links to, with a priced optional choice (so choosing it changes the
 * price) if one is there, else with any choices, else any.
 */
function itemWithOptions(demo: Demo, linked: string[]) {
  const items = pickupItems(demo).filter(
    (item) =>
      !item.require_comment &&
      item.price_labels.length === 1 &&
      linked.some((href) => href.endsWith(`/pickup/${item.category_id}/${item.id}`)),
  );
  const priced = items.find((item) =>
    item.modifier_groups.some((group) => group.modifiers.some((modifier) => modifier.price > 0)),
  );
  const item = priced ?? items.find((candidate) => candidate.modifier_groups.length > 0) ?? items[0];
  if (!item) throw new Error('The menu page links no all-day pickup item');
  return item;
}

test('a guest orders from the menu to the order page with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const demo = await loadDemo(request);
  await page.goto(`/${reference}/pickup`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The menu renders in slices, a frame each (decision 0123): its links are read once they stop growing (read
  // at once, the first slice's four tiles were sometimes all items the test cannot use).
  let linked: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await page
          .locator('main a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        const settled = now.length > 0 && now.length === linked.length;
        linked = now;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const item = itemWithOptions(demo, linked);

  // Menu → the item.
  const itemLink = page.locator(`main a[href$="/pickup/${item.category_id}/${item.id}"]`).first();
  await tabTo(page, itemLink, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

  // The choices: a required group's first options, or one priced option, with Space.
  for (const group of item.modifier_groups) {
    const wanted =
      group.min > 0 ? group.modifiers.slice(0, group.min) : group.modifiers.filter((m) => m.price > 0).slice(0, 1);
    for (const modifier of wanted) {
      const input = page
        .getByRole('group', { name: new RegExp(escapeRegExp(group.name)) })
        .getByLabel(modifier.name, { exact: false })
        .first();
      await tabTo(page, input);
      await page.keyboard.press('Space');
      await expect(input).toBeChecked();
    }
  }
  const add = page.getByRole('button', { name: /add to cart/i });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`/${item.id}$`));

  // The cart, from the header's link.
  await tabTo(page, page.getByRole('link', { name: /cart/i }).first(), { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await tabTo(
    page,
    page
      .getByRole('link', { name: /checkout/i })
      .or(page.getByRole('button', { name: /checkout/i }))
      .first(),
    { max: 200 },
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The contact form, typed.
  if (demo.restaurant.checkoutCarPickup?.showCarInfo) {
    for (const [label, text] of [
      ['Make and model', 'Nissan Patrol'],
      ['Colour', 'White'],
      ['Plate number', '12345'],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(text);
    }
  }
  await tabTo(page, page.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Keyboard Guest');
  const country = page.getByLabel('Country code');
  await tabTo(page, country);
  if ((await country.inputValue()) !== 'KW') await page.keyboard.type('Kuwait');
  await expect(country).toHaveValue('KW');
  await tabTo(page, page.getByLabel('Mobile number', { exact: true }));
  await page.keyboard.type('50012345');
  const place = page.getByTestId('place-order');
  await expect(place).toBeEnabled();
  await tabTo(page, place, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-success')).toContainText('Keyboard Guest');
  await expect(page.getByTestId('order-status')).toBeVisible();
});

/** The newest code the development outbox holds for a phone. */
async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

test('a guest logs in with a code with the keyboard alone', async ({ page, request }) => {
  const phone = `+9656${String(Date.now()).slice(-7)}`;
  await page.goto(`/${reference}/login`);
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(phone);
  await tabTo(page, page.getByRole('button', { name: 'Send code' }));
  await page.keyboard.press('Enter');
  // The focus moves to the code field that appears (the button it was on is gone).
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await codeFor(request, phone));
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Keyboard Guest');
  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('the delivery area picker works with the keyboard, and gives the focus back to what opened it', async ({
  page,
  request,
}) => {
  const demo = await loadDemo(request);
  const zones = await request.get(`/api/webapp/zones/${demo.restaurant.branch_id}`, { headers: { locale: 'en' } });
  const { zones: list } = (await zones.json()) as { zones: { areas: { id: number; name: string | null }[] }[] };
  const area = list.flatMap((zone) => zone.areas).find((candidate) => candidate.name)!;
  await page.goto(`/${reference}/delivery`);
  const picker = page.getByRole('dialog', { name: /where should we deliver/i });
  await expect(picker).toBeVisible();
  // The open dialog holds the focus; the area is found by typing and chosen with Enter.
  await tabTo(page, picker.getByRole('searchbox'));
  await page.keyboard.type(area.name!);
  await tabTo(page, picker.getByTestId(`area-${area.id}`));
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const bar = page.getByTestId('delivery-bar');
  await expect(bar).toContainText(area.name!);

  // Reopened from the bar, Escape closes it and the focus is back on the bar.
  await tabTo(page, bar, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  await expect.poll(() => picker.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(bar).toBeFocused();
});
