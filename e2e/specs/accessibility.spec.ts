import type { Page } from '@playwright/test';
import { axeTests, showsTestId } from '../support/axe.ts';
import { expect } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';
import { placePickupOrder, type PlacedOrder } from '../support/place-order.ts';

/**
 * Accessibility (issue 19, decisions 0099 and 0111): axe-core finds no WCAG 2.2 A/AA violation on the pages a guest
 * reaches without signing in — the landing page, 404s, the demo's type chooser, menus, item, search, cart,
 * checkout, the delivery area picker, address step, form and map, an order's page, details and live status, the
 * booking pages and the venue pages — and on the staff sign-in, in English and Arabic, each in light and dark on
 * a phone (390×844) and a laptop (1280×800). The pages behind a sign-in or data are in accessibility-more.spec.ts.
 */

/** One guest order for the whole file: its pages are checked too. */
let order: PlacedOrder | undefined;

async function mainVisible(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
}

const orderShown = async (page: Page) => expect(page.getByTestId('order-status')).toBeVisible();
const dialogShown = async (page: Page) => expect(page.getByRole('dialog')).toBeVisible();

// The sign-in and order pages ask the API for things a guest has not got; those 4xx are expected. Map tiles and
// the geocoder are unreachable on the test machine.
axeTests(
  'the ordering pages',
  /status of 40\d|status of 502|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/,
  async ({ page, request }) => {
    const demo = await loadDemo(request);
    order ??= await placePickupOrder(request, 'Guest Axe');
    const item = pickupItems(demo)[0]!;
    // The cart, checkout and address step need something in the cart (added in English, whose names the helper
    // reads).
    await addFromItemPage(page, item);
    return [
      { name: 'type chooser', path: `/${reference}` },
      // A first visit to the delivery menu opens the area picker over it.
      { name: 'delivery area picker', path: `/${reference}/delivery`, ready: dialogShown },
      { name: 'type home', path: `/${reference}/pickup`, ready: mainVisible },
      { name: 'category', path: `/${reference}/pickup/${item.category_id}`, ready: mainVisible },
      { name: 'item', path: `/${reference}/pickup/${item.category_id}/${item.id}` },
      { name: 'search', path: `/${reference}/pickup/search`, ready: mainVisible },
      { name: 'cart', path: `/${reference}/pickup/cart` },
      { name: 'checkout', path: `/${reference}/pickup/checkout` },
      // A guest's address step starts with the area picker.
      { name: 'delivery address step', path: `/${reference}/delivery/address`, ready: dialogShown },
      { name: 'delivery address form', path: `/${reference}/delivery/form`, ready: showsTestId('address-form') },
      { name: 'delivery map', path: `/${reference}/delivery/map`, ready: showsTestId('confirm-pin') },
      // Before this device has seen an order, the live status says there is none.
      { name: 'order status (none)', path: `/${reference}/orders/status` },
      { name: 'order', path: `/${reference}/order/${order.id}?key=${order.secret}`, ready: orderShown },
      {
        name: 'order details',
        path: `/${reference}/orders/details?id=${order.id}&key=${order.secret}`,
        ready: orderShown,
      },
      // Now it knows the order, which is still in progress: its live status.
      { name: 'order status', path: `/${reference}/orders/status`, ready: orderShown },
    ];
  },
);

// The 404s answer 404; the sign-in asks the API for a session a guest has not got; the branches' map tiles are
// unreachable on the test machine.
axeTests(
  'the venue, booking and sign-in pages',
  /status of 40\d|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/,
  async () => [
    { name: 'landing', path: '/', lightOnly: true },
    { name: 'not found', path: '/404', lightOnly: true },
    { name: 'missing page', path: '/no-such-venue/at/all', lightOnly: true },
    { name: 'reservation menu', path: `/${reference}/reservation`, ready: mainVisible },
    { name: 'reservation booking', path: `/${reference}/reservation/table` },
    { name: 'reservation pre-order', path: `/${reference}/reservation/order` },
    { name: 'branches', path: `/${reference}/Branches` },
    { name: 'policies', path: `/${reference}/Policies` },
    { name: 'settings', path: `/${reference}/settings` },
    // Each section has its own screen on a phone and its own panel on a laptop.
    ...['language', 'appearance', 'account', 'notifications', 'about'].map((section) => ({
      name: `settings · ${section}`,
      path: `/${reference}/settings/${section}`,
    })),
    { name: 'feedback', path: `/${reference}/Feedback` },
    { name: 'login', path: `/${reference}/login` },
    { name: 'staff sign-in', path: '/staff' },
  ],
);
