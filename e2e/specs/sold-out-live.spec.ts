import { loadDemo, pickupItems, reference } from '../support/ordering.ts';
import { demoStaffToken, newDevice, staffSignIn } from '../support/staff.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 17: staff mark a dish sold out on the service page; a guest whose menu is already open sees it marked
 * sold out, with its substitutes, within seconds and without a reload; it cannot be added.
 */
test('a dish marked sold out by staff shows as sold out with substitutes on an open menu', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const demo = await loadDemo(request);
  // A dish whose category has other pickup dishes, so the server has substitutes to offer.
  const items = pickupItems(demo);
  const dish = items.find((item) =>
    items.some((other) => other.id !== item.id && other.category_id === item.category_id),
  );
  expect(dish, 'a pickup dish with neighbours in its category').toBeTruthy();
  const token = await demoStaffToken();

  const guest = await newDevice(browser, testInfo, { width: 390, height: 844 });
  await guest.page.goto(`/${reference}/pickup/${dish!.category_id}`);
  const card = guest.page
    .locator('div.relative', { has: guest.page.getByRole('link', { name: new RegExp(dish!.name) }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('data-sold-out', 'true');
  await guest.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

  const staff = await newDevice(browser, testInfo, { width: 1280, height: 800 });
  await staffSignIn(staff.page, token);
  await staff.page.getByRole('link', { name: 'Service' }).click();
  await expect(staff.page.getByRole('heading', { name: 'Sold out', level: 2 })).toBeVisible();
  await staff.page.getByLabel('Find a dish or option').fill(dish!.name);
  const row = staff.page.locator(`li[data-target="item:${dish!.id}"]`);
  await row.getByRole('button', { name: `Mark ${dish!.name} sold out`, exact: true }).click();
  await expect(row.getByRole('button', { name: `Make ${dish!.name} available again`, exact: true })).toBeVisible();

  // The live state the guest's menu reads: the substitutes it must show.
  const live = await request.get(`/api/webapp/v5/live/${demo.restaurant.branch_id}?type=pickup`);
  const body = (await live.json()) as { sold_out: { items: number[] }; substitutes: Record<string, number[]> };
  expect(body.sold_out.items).toContain(dish!.id);
  const substituteNames = (body.substitutes[String(dish!.id)] ?? [])
    .map((id) => demo.menu.categories.flatMap((category) => category.items).find((item) => item.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  expect(substituteNames.length).toBeGreaterThan(0);

  // Within the menu's ~10 s live refresh, without a reload.
  await expect(card).toHaveAttribute('data-sold-out', 'true', { timeout: 20_000 });
  await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
  const substitutes = card.getByTestId('substitutes');
  for (const name of substituteNames) await expect(substitutes.getByRole('link', { name })).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${dish!.name} to the cart` })).toHaveCount(0);
  expect(await guest.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  // The item page says so too and will not add it.
  await card
    .getByRole('link', { name: new RegExp(dish!.name) })
    .first()
    .click();
  await expect(guest.page.getByRole('heading', { level: 1, name: dish!.name })).toBeVisible();
  await expect(guest.page.getByText('Sold out', { exact: true }).first()).toBeVisible();
  await expect(guest.page.getByRole('button', { name: /Add to cart/ })).toHaveAttribute('aria-disabled', 'true');

  // Staff make it available again; the mark goes away for everyone.
  await row.getByRole('button', { name: `Make ${dish!.name} available again`, exact: true }).click();
  await expect(row.getByRole('button', { name: `Mark ${dish!.name} sold out`, exact: true })).toBeVisible();
  expect([...guest.errors, ...staff.errors]).toEqual([]);
  await Promise.all([guest.context.close(), staff.context.close()]);
});
