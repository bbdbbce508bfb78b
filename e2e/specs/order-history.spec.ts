import type { APIRequestContext } from '@playwright/test';
import { placeApiOrder } from '../support/api-order.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 12 item 10: a guest who ordered in another browser sees those orders in "My orders" once a code
 * proves the phone (and not before).
 */

const reference = 'demo';

let serial = 0;
function freshNationalNumber(): string {
  serial += 1;
  return `5${String(Date.now()).slice(-6)}${serial % 10}`;
}

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

test('orders placed as a guest in another browser appear in My orders after a code proves the phone', async ({
  page,
  request,
}) => {
  const restaurant = (await (await request.get(`/api/webapp/v5/restaurant/${reference}`)).json()) as {
    restaurant: { disable_otp: boolean };
  };
  test.skip(restaurant.restaurant.disable_otp, 'the demo business has no customer accounts');
  const national = freshNationalNumber();
  const phone = `+965${national}`;
  const placed = await placeApiOrder(request, {
    phone: national,
    name: 'Other Browser',
    deviceId: `e2e-other-browser-${Date.now()}`,
  });

  // This browser has no orders of its own, and a guest sees none of another device's.
  await page.goto(`/${reference}/orders/history`);
  await expect(page.getByText("You haven't placed any orders on this device yet.")).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order #${placed.id}` })).toHaveCount(0);

  await page.goto(`/${reference}/login?next=${encodeURIComponent(`/${reference}/orders/history`)}`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await codeFor(request, phone));
  const complete = page.getByRole('heading', { name: 'Complete your profile' });
  await expect(complete.or(page.getByRole('heading', { name: 'My orders' }))).toBeVisible();
  if (await complete.isVisible()) {
    await page.getByLabel('Name').fill('Other Browser');
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${reference}/orders/history$`));
  await expect(page.getByRole('heading', { name: `Order #${placed.id}` })).toBeVisible();
});
