import type { Page } from '@playwright/test';
import { placeApiOrder } from '../support/api-order.ts';
import { expect, test } from '../support/fixtures.ts';
import { demoStaffToken, newDevice, staffSignIn } from '../support/staff.ts';

/**
 * Issue 12 item 3: a delivery order keeps where it goes. The guest's order page shows the area, the labelled
 * fields and the delivery-fee line in the guest's language; the staff board shows the area, the labels and a
 * maps link for the driver.
 */

// Sharq (area 1, zone "City Centre", fee 0.500) in the demo; the pin is in Sharq.
const pin = { lat: 29.3856, lng: 47.9942 };
const address = {
  block: '4',
  street: 'Street 41',
  building: '12',
  floor: '2',
  note: 'Green door',
  type: 'apartment',
  contact_name: 'Mona',
  contact_phone: '+96550001234',
};
const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${pin.lat},${pin.lng}`;

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a delivery order shows its address and fee to the guest (Arabic, 390 px) and to the staff', async ({
  browser,
}, testInfo) => {
  const guest = await newDevice(browser, testInfo, { width: 390, height: 844 });
  const order = await placeApiOrder(guest.context.request, {
    phone: '+96550012399',
    name: 'Guest Address',
    deviceId: `e2e-address-${Date.now()}`,
    types: ['delivery'],
    delivery: { area_id: 1, location: pin },
    address,
    quantity: 10,
  });

  await guest.context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: testInfo.project.use.baseURL ?? '' }]);
  await guest.page.goto(`/demo/order/${order.id}?key=${order.secret}`);
  await expect(guest.page.locator('html')).toHaveAttribute('dir', 'rtl');
  const block = guest.page.getByTestId('order-address');
  await expect(block.getByTestId('order-address-area')).toHaveText('شرق');
  await expect(block).toContainText('شقة');
  await expect(block.getByTestId('order-address-fields')).toHaveText('القطعة 4، الشارع Street 41، المبنى 12، الطابق 2');
  await expect(block).toContainText('Green door');
  await expect(block).toContainText('Mona');
  await expect(block).not.toContainText('apartment');
  await expect(block.getByRole('link', { name: 'افتح في الخرائط' })).toHaveAttribute('href', mapsUrl);
  await expect(guest.page.getByText('عنوان التوصيل')).toBeVisible();
  await expect(guest.page.getByText('رسوم التوصيل')).toBeVisible();
  await expect(guest.page.getByTestId('breakdown-delivery-fee')).not.toHaveText('');
  await noHorizontalScroll(guest.page);

  const staff = await newDevice(browser, testInfo, { width: 1024, height: 768 });
  await staffSignIn(staff.page, await demoStaffToken());
  const card = staff.page
    .getByRole('article')
    .filter({ has: staff.page.getByRole('heading', { name: `Order #${order.id}`, exact: true }) });
  const where = card.getByTestId('order-address');
  await expect(where.getByTestId('order-address-area')).toHaveText('Sharq');
  await expect(where).toContainText('Apartment');
  await expect(where.getByTestId('order-address-fields')).toHaveText('Block 4, Street 41, Building 12, Floor 2');
  await expect(where.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', mapsUrl);

  expect(guest.errors).toEqual([]);
  expect(staff.errors).toEqual([]);
  await Promise.all([guest.context.close(), staff.context.close()]);
});
