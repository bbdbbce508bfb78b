import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference, type Demo } from '../support/ordering.ts';

/**
 * Checkout and the order page (issue 5) against the demo business, with the server's real clock: when pickup is
 * closed right now the order is scheduled for the preselected later time instead (and shows "scheduled").
 */

async function pickupOpenNow(page: Page): Promise<boolean> {
  const response = await page.request.get(`/api/webapp/v5/shifts/${reference}`);
  expect(response.ok()).toBeTruthy();
  const shifts = (await response.json()) as { today: Record<string, { status: string } | undefined> };
  return shifts.today.car_pickup?.status !== 'closed';
}

/** Puts one simple pickup item in the cart and fills the checkout form as a guest. */
async function fillCheckout(page: Page, demo: Demo): Promise<void> {
  const open = await pickupOpenNow(page);
  test.skip(
    !open && !demo.restaurant.checkoutCarPickup?.scheduled_orders.on,
    'Pickup is closed right now and the demo takes no scheduled pickup orders: nothing can be ordered',
  );
  const item = pickupItems(demo)[0];
  expect(item, 'the demo has an all-day pickup item').toBeTruthy();
  await addFromItemPage(page, item!);
  await page.goto(`/${reference}/pickup/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  if (demo.restaurant.checkoutCarPickup?.showCarInfo) {
    await page.getByLabel('Make and model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
  await page.getByLabel('Name', { exact: true }).fill('Guest Tester');
  await page.getByLabel('Country code').selectOption('KW');
  await page.getByLabel('Mobile number', { exact: true }).fill('50012345');
  await expect(page.getByTestId('place-order')).toBeEnabled();
}

test.describe('checkout', () => {
  test('a guest places a pickup order and lands on its page, pending', async ({ page, request }) => {
    const demo = await loadDemo(request);
    const open = await pickupOpenNow(page);
    await fillCheckout(page, demo);
    if (!open) await expect(page.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/order/\\d+\\?key=[\\w-]{20,}`));
    await expect(page.getByTestId('order-success')).toContainText('Thank you, Guest Tester!');
    await expect(page.getByTestId('order-status')).toHaveText(open ? 'Pending' : 'Scheduled');
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    // The link works on another device: the secret is in it.
    const url = page.url();
    const other = await page.context().browser()!.newPage();
    await other.goto(url);
    await expect(other.getByTestId('order-status')).toHaveText(open ? 'Pending' : 'Scheduled');
    await other.close();
  });

  test('a double click on place-order makes one order', async ({ page, request }) => {
    const demo = await loadDemo(request);
    await fillCheckout(page, demo);
    const placed: number[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/webapp/order') && response.request().method() === 'POST' && response.ok()) {
        placed.push(((await response.json()) as { order: { id: number } }).order.id);
      }
    });
    await page.getByTestId('place-order').dblclick();
    await expect(page).toHaveURL(new RegExp(`/${reference}/order/\\d+`));
    await expect(page.getByTestId('order-status')).toBeVisible();
    expect(new Set(placed).size).toBe(1);

    const deviceId = await page.evaluate(() => localStorage.getItem('okmenu-device-id'));
    const history = await request.get(`/api/webapp/v5/orders/${demo.restaurant.id}?page=1`, {
      headers: { 'x-device-id': deviceId ?? '' },
    });
    expect(((await history.json()) as { total: number }).total).toBe(1);

    // The history lists it once, and "order again" puts the item back in the cart.
    await page.goto(`/${reference}/orders/history`);
    await expect(page.getByTestId('history-order')).toHaveCount(1);
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/pickup/cart$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-notice')).toContainText('back in the cart');
  });
});
