import type { APIRequestContext, Page } from '@playwright/test';
import { placeApiOrder } from '../support/api-order.ts';
import { axeTests, headingVisible, showsTestId } from '../support/axe.ts';
import { expect } from '../support/fixtures.ts';
import { apiLogin, freshPhone, useSession } from '../support/guest-session.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';
import { book, openDate, slotsOf } from '../support/reservations.ts';
import { demoStaffToken, staffSignIn } from '../support/staff.ts';

/**
 * Accessibility of the pages behind a sign-in or data (issue 19, decisions 0106 and 0111), in English and Arabic,
 * each in light and dark on a phone and a laptop: a signed-in guest's booking page, wallet (home and history with
 * a top-up, packages, one package), profile, booking and order history (each with the guest's own booking and
 * order), saved addresses and the delivery address step (with a saved address), the payment fail page; and the
 * staff pages (orders board, reservations, feedback with a guest's answers, service, zone tester).
 */

/** What the pages show, made once per file through the API: one signed-in guest with something everywhere. */
interface Prepared {
  session: { token: string; user: unknown };
  ownerToken: string;
  reservation: string;
  packageId: number;
}

const topUpReason = 'E2E accessibility top-up';
let prepared: Promise<Prepared> | undefined;

async function prepare(request: APIRequestContext): Promise<Prepared> {
  const demo = await loadDemo(request);
  const business = demo.restaurant;
  const phone = freshPhone();
  const session = await apiLogin(request, business, phone);
  const ownerToken = await demoStaffToken('owner');
  const signedIn = { authorization: `Bearer ${session.token}` };

  // The venue tops up the wallet, so its history has a line.
  const credit = await request.post('/api/staff/wallet/credit', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { phone, amount: 25, reason: topUpReason },
  });
  expect(credit.ok(), await credit.text()).toBe(true);

  // The guest books a table and places an order, so both histories have one.
  const date = await openDate(request, 3, 2);
  const time = (await slotsOf(request, date, 2)).slots.find((slot) => slot.available)?.time ?? '';
  const booked = await book(request, { branch_id: business.branch_id, date, time, party_size: 2 }, session.token);
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservation } = (await booked.json()) as { reservation: { reference: string } };
  await placeApiOrder(request, {
    phone,
    name: 'Guest Axe More',
    deviceId: `e2e-axe-more-${Date.now()}`,
    token: session.token,
    types: ['car_pickup'],
  });

  // A saved address in the first area a zone delivers to.
  const zones = (await (await request.get(`/api/webapp/zones/${business.id}`)).json()) as {
    zones?: { visible: boolean; areas: { id: number }[] }[];
  };
  const areaId = zones.zones?.find((zone) => zone.visible && zone.areas.length > 0)?.areas[0]?.id ?? null;
  const saved = await request.post('/api/webapp/addresses', {
    headers: signedIn,
    data: {
      business_id: business.id,
      title: 'Home',
      fields: { block: '4', street: '41', building: '12' },
      area_id: areaId,
      is_default: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // A guest's answers for the staff feedback list.
  const rated = await request.post('/api/users/rate', {
    headers: { 'x-device-id': `e2e-axe-feedback-${Date.now()}` },
    data: { business_id: business.id, answers: { '1': 4, '2': 5, '5': 'Easy to read' } },
  });
  expect(rated.status(), await rated.text()).toBe(201);

  const wallet = (session.user as { wallet?: { availablePackages?: { id: number }[] } }).wallet;
  const packageId = wallet?.availablePackages?.[0]?.id;
  if (!packageId) throw new Error('The demo sells no wallet package');
  return { session, ownerToken, reservation: reservation.reference, packageId };
}

const shown = (text: string) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
  await headingVisible(page);
};

const savedAddressShown = async (page: Page) => {
  await expect(page.locator('[data-testid^="saved-address-"]').first()).toBeVisible();
  await headingVisible(page);
};

// The pages ask the API for things this visitor has not got; map tiles are unreachable on the test machine.
const expected = /status of 40\d|status of 502|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/;

axeTests("a signed-in guest's pages", expected, async ({ page, request }) => {
  prepared ??= prepare(request);
  const { session, reservation, packageId } = await prepared;
  await useSession(page, session, '+965');
  // The delivery address step needs something in the cart.
  await addFromItemPage(page, pickupItems(await loadDemo(request))[0]!);
  return [
    {
      name: 'reservation success',
      path: `/${reference}/reservation/success/${reservation}`,
      ready: showsTestId('reservation-status'),
    },
    { name: 'wallet home', path: `/${reference}/wallet/home`, ready: showsTestId('wallet-balance') },
    { name: 'wallet history', path: `/${reference}/wallet/history`, ready: shown(topUpReason) },
    {
      name: 'wallet packages',
      path: `/${reference}/wallet/walletPackage`,
      ready: async (page) => {
        await expect(page.locator(`a[href="/${reference}/wallet/${packageId}"]`)).toBeVisible();
        await headingVisible(page);
      },
    },
    { name: 'wallet package', path: `/${reference}/wallet/${packageId}`, ready: showsTestId('wallet-buy') },
    { name: 'profile', path: `/${reference}/profile` },
    {
      name: 'reservation history',
      path: `/${reference}/reservation/history`,
      ready: showsTestId('history-reservation'),
    },
    { name: 'order history', path: `/${reference}/orders/history`, ready: showsTestId('history-order') },
    { name: 'saved addresses', path: `/${reference}/locations`, ready: savedAddressShown },
    { name: 'delivery address step', path: `/${reference}/delivery/address`, ready: savedAddressShown },
    { name: 'payment fail', path: `/${reference}/payment/fail?reason=declined`, ready: showsTestId('payment-fail') },
  ];
});

axeTests('the staff pages', expected, async ({ page, request }) => {
  prepared ??= prepare(request);
  await staffSignIn(page, (await prepared).ownerToken);
  return [
    {
      name: 'staff orders',
      path: '/staff/orders',
      ready: async (page) => expect(page.locator('article').first()).toBeVisible(),
    },
    { name: 'staff reservations', path: '/staff/reservations', ready: showsTestId('staff-reservation') },
    { name: 'staff feedback', path: '/staff/feedback', ready: showsTestId('staff-feedback') },
    { name: 'staff service', path: '/staff/service' },
    { name: 'staff zone tester', path: '/staff/zone-tester' },
  ];
});
