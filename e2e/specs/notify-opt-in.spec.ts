import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';

/**
 * Guests hear back (issue 17): at checkout the guest opts in to status messages on a channel the server can
 * send on; the order asks for it and its page says so. The phone reads as Kuwaitis write it (issue 12).
 */
test('a guest opts in to WhatsApp at checkout, and the order page says status messages were asked for', async ({
  page,
  request,
}) => {
  const demo = await loadDemo(request);
  const shifts = (await (await page.request.get(`/api/webapp/v5/shifts/${reference}`)).json()) as {
    today: Record<string, { status: string } | undefined>;
  };
  test.skip(
    shifts.today.car_pickup?.status === 'closed' && !demo.restaurant.checkoutCarPickup?.scheduled_orders.on,
    'Pickup is closed right now and the demo takes no scheduled pickup orders: nothing can be ordered',
  );
  expect(demo.restaurant.notify_channels).toEqual(['sms', 'whatsapp']);
  await addFromItemPage(page, pickupItems(demo)[0]!);
  await page.goto(`/${reference}/pickup/checkout`);
  if (demo.restaurant.checkoutCarPickup?.showCarInfo) {
    await page.getByLabel('Make and model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
  await page.getByLabel('Name', { exact: true }).fill('Notified Guest');
  await page.getByLabel('Country code').selectOption('KW');
  await page.getByLabel('Mobile number', { exact: true }).fill('50001234');

  // Off unless the guest chooses; only the server's channels are offered.
  const optIn = page.getByTestId('notify-opt-in');
  await expect(optIn.getByRole('radio')).toHaveCount(3);
  await expect(optIn.getByRole('radio', { name: 'No messages' })).toBeChecked();
  await optIn.getByRole('radio', { name: 'WhatsApp' }).check();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/webapp/order') && r.method() === 'POST');
  await page.getByTestId('place-order').click();
  expect(((await sent).postDataJSON() as { notify?: string }).notify).toBe('whatsapp');

  await expect(page).toHaveURL(new RegExp(`/${reference}/order/\\d+`));
  await expect(page.getByTestId('order-notify')).toHaveText('WhatsApp');
  await expect(page.getByText('+965 5000 1234')).toBeVisible();
});
