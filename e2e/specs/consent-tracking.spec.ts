import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference, type Demo } from '../support/ordering.ts';
import { importDemo, pixelIds, standInHosts, type PixelCall } from '../support/pixels.ts';

/**
 * Consent and client pixels (issue 18) on the demo imported with an id for each of the four platforms; every
 * tracking host is a local stand-in (Playwright routes) that captures what the pixels send.
 */
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => importDemo(pixelIds));
test.afterAll(() => importDemo({}));

async function pickupOpenNow(page: Page): Promise<boolean> {
  const response = await page.request.get(`/api/webapp/v5/shifts/${reference}`);
  const shifts = (await response.json()) as { today: Record<string, { status: string } | undefined> };
  return shifts.today.car_pickup?.status !== 'closed';
}

async function fillCheckout(page: Page, demo: Demo): Promise<void> {
  await page.goto(`/${reference}/pickup/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  if (demo.restaurant.checkoutCarPickup?.showCarInfo) {
    await page.getByLabel('Make and model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
  await page.getByLabel('Name', { exact: true }).fill('Pixel Tester');
  await page.getByLabel('Country code').selectOption('KW');
  await page.getByLabel('Mobile number', { exact: true }).fill('50012345');
  await expect(page.getByTestId('place-order')).toBeEnabled();
}

const byName = (calls: PixelCall[], platform: PixelCall['platform'], name: string) =>
  calls.filter((call) => call.platform === platform && call.args.includes(name));

test('with consent refused no request leaves for any tracking host, and the order asks for no server events', async ({
  page,
  request,
}) => {
  const demo = await loadDemo(request);
  const { requests } = await standInHosts(page);
  await page.goto(`/${reference}`);
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('okmenu-consent:demo'))).toBe(
    '{"analytics":false,"marketing":false}',
  );

  const item = pickupItems(demo)[0];
  expect(item, 'the demo has an all-day pickup item').toBeTruthy();
  await addFromItemPage(page, item!);
  await page.goto(`/${reference}/pickup/search?q=te`);
  await page.reload();
  // The banner stays decided after a reload.
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  const open = await pickupOpenNow(page);
  if (open || demo.restaurant.checkoutCarPickup?.scheduled_orders.on) {
    await fillCheckout(page, demo);
    const placed = page.waitForRequest((req) => req.url().endsWith('/api/webapp/order') && req.method() === 'POST');
    await page.getByTestId('place-order').click();
    expect(((await placed).postDataJSON() as { tracking_consent?: boolean }).tracking_consent).toBe(false);
    await expect(page.getByTestId('order-success')).toBeVisible();
  }
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[data-pixel]').length)).toBe(0);
});

test('Global Privacy Control counts as "necessary only": no banner, no pixel', async ({ page }) => {
  const { requests } = await standInHosts(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await page.goto(`/${reference}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('with consent given, add to cart and purchase fire once each on every platform with value and currency', async ({
  page,
  request,
}) => {
  const demo = await loadDemo(request);
  const open = await pickupOpenNow(page);
  test.skip(
    !open && !demo.restaurant.checkoutCarPickup?.scheduled_orders.on,
    'Pickup is closed right now and the demo takes no scheduled pickup orders: nothing can be ordered',
  );
  const { calls } = await standInHosts(page);
  await page.goto(`/${reference}`);
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  // The pixels load after the page is interactive, from the hosts the page's CSP allows for this business.
  await expect.poll(() => byName(calls, 'meta', 'PageView').length, { timeout: 10_000 }).toBeGreaterThan(0);

  const item = pickupItems(demo)[0]!;
  await addFromItemPage(page, item);
  const currency = 'KWD';
  const price = item.price_labels[0]!.price;
  await expect.poll(() => byName(calls, 'meta', 'AddToCart').length, { timeout: 10_000 }).toBe(1);

  await fillCheckout(page, demo);
  const placedRequest = page.waitForRequest(
    (req) => req.url().endsWith('/api/webapp/order') && req.method() === 'POST',
  );
  const placedResponse = page.waitForResponse((res) => res.url().endsWith('/api/webapp/order') && res.ok());
  await page.getByTestId('place-order').click();
  expect(((await placedRequest).postDataJSON() as { tracking_consent?: boolean }).tracking_consent).toBe(true);
  const order = (
    (await (await placedResponse).json()) as {
      order: { id: number; purchase_event_id: string; currency: string; totals: { total: number } };
    }
  ).order;
  expect(order.purchase_event_id).toBe(`purchase-${order.id}`);
  await expect(page.getByTestId('order-success')).toBeVisible();
  await expect.poll(() => byName(calls, 'tiktok', 'CompletePayment').length, { timeout: 10_000 }).toBe(1);

  // A reload of the success page sends no second purchase.
  await page.reload();
  await expect(page.getByTestId('order-success')).toBeVisible();
  await expect.poll(() => byName(calls, 'meta', 'PageView').length, { timeout: 10_000 }).toBeGreaterThan(1);
  await page.waitForTimeout(1500);

  const add = {
    meta: byName(calls, 'meta', 'AddToCart'),
    google_analytics: byName(calls, 'google_analytics', 'add_to_cart'),
    snapchat: byName(calls, 'snapchat', 'ADD_CART'),
    tiktok: byName(calls, 'tiktok', 'AddToCart'),
  };
  for (const [platform, found] of Object.entries(add)) expect(found, platform).toHaveLength(1);
  expect(add.meta[0]!.args[2]).toMatchObject({ value: price, currency, content_ids: [String(item.id)] });
  expect(add.google_analytics[0]!.args[2]).toMatchObject({ value: price, currency });
  expect(add.snapchat[0]!.args[2]).toMatchObject({ price, currency, item_ids: [String(item.id)] });
  expect(add.tiktok[0]!.args[2]).toMatchObject({ value: price, currency });

  const purchase = {
    meta: byName(calls, 'meta', 'Purchase'),
    google_analytics: byName(calls, 'google_analytics', 'purchase'),
    snapchat: byName(calls, 'snapchat', 'PURCHASE'),
    tiktok: byName(calls, 'tiktok', 'CompletePayment'),
  };
  for (const [platform, found] of Object.entries(purchase)) expect(found, platform).toHaveLength(1);
  const value = order.totals.total;
  expect(purchase.meta[0]!.args.slice(2)).toEqual([
    expect.objectContaining({ value, currency: order.currency }),
    { eventID: order.purchase_event_id },
  ]);
  expect(purchase.google_analytics[0]!.args[2]).toMatchObject({
    transaction_id: order.purchase_event_id,
    value,
    currency: order.currency,
  });
  expect(purchase.snapchat[0]!.args[2]).toMatchObject({
    price: value,
    currency: order.currency,
    client_dedup_id: order.purchase_event_id,
  });
  expect(purchase.tiktok[0]!.args.slice(2)).toEqual([
    expect.objectContaining({ value, currency: order.currency }),
    { event_id: order.purchase_event_id },
  ]);
  // The pixels were started with the business's ids.
  expect(calls).toContainEqual({ platform: 'meta', args: ['init', pixelIds.meta] });
  expect(calls.some((call) => call.platform === 'google_analytics' && call.args[1] === pixelIds.google_analytics)).toBe(
    true,
  );
});
