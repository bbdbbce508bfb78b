import type { Page } from '@playwright/test';
import { headingVisible, viewports, violations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiLogin, freshPhone, useSession } from '../support/guest-session.ts';
import { placePickupOrder } from '../support/place-order.ts';
import { book, openDate, restaurant, slotsOf } from '../support/reservations.ts';
import { demoStaffToken, staffSignIn } from '../support/staff.ts';

/**
 * Accessibility of the pages that need data first (issue 19, decision 0106): a booking's page, a signed-in guest's
 * wallet (home, history, packages), profile, booking and order history, the payment fail page, an order's page,
 * and the staff pages (orders board, reservations, feedback, service, zone tester), once per page in English light
 * on a phone and Arabic dark on a laptop.
 */

for (const [language, scheme, viewport] of [
  ['en', 'light', viewports[0]],
  ['ar', 'dark', viewports[1]],
] as const) {
  test(`no WCAG 2.2 AA violations on the pages behind data · ${language} · ${scheme} · ${viewport.name}`, async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(120_000);
    // The pages ask the API for things this visitor has not got; map tiles are unreachable on the test machine.
    problems.allow(/status of 40\d|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

    const { restaurant: business } = await restaurant(request);
    const date = await openDate(request, 3, 2);
    const time = (await slotsOf(request, date, 2)).slots.find((slot) => slot.available)?.time;
    const booked = await book(request, { branch_id: business.branch_id, date, time: time ?? '', party_size: 2 });
    expect(booked.status(), await booked.text()).toBe(201);
    const { reservation } = (await booked.json()) as { reservation: { reference: string } };
    const order = await placePickupOrder(request, 'Guest Axe More');
    await useSession(page, await apiLogin(request, business, freshPhone()), '+965');
    await staffSignIn(page, await demoStaffToken('owner'));

    const lang = `?lang=${language}`;
    const shown = (testId: string) => async (page: Page) => {
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await headingVisible(page);
    };
    const pages: { name: string; path: string; ready?: (page: Page) => Promise<void> }[] = [
      {
        name: 'reservation success',
        path: `/demo/reservation/success/${reservation.reference}${lang}`,
        ready: shown('reservation-status'),
      },
      {
        name: 'wallet packages',
        path: `/demo/wallet/walletPackage${lang}`,
        // A package's link (the demo sells some): /demo/wallet/<id>.
        ready: async (page) => {
          const hrefs = page.locator('a[href^="/demo/wallet/"]');
          await expect(hrefs.first()).toBeVisible();
          const all = await hrefs.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          expect(all.filter((href) => /^\/demo\/wallet\/\d+$/.test(href)).length).toBeGreaterThan(0);
          await headingVisible(page);
        },
      },
      { name: 'wallet home', path: `/demo/wallet/home${lang}` },
      { name: 'wallet history', path: `/demo/wallet/history${lang}` },
      { name: 'profile', path: `/demo/profile${lang}` },
      { name: 'reservation history', path: `/demo/reservation/history${lang}` },
      { name: 'order history', path: `/demo/orders/history${lang}` },
      {
        name: 'payment fail',
        path: `/demo/payment/fail?reason=declined&lang=${language}`,
        ready: shown('payment-fail'),
      },
      {
        name: 'order',
        path: `/demo/order/${order.id}?key=${order.secret}&lang=${language}`,
        ready: async (page) => expect(page.getByTestId('order-status')).toBeVisible(),
      },
      {
        name: 'staff orders',
        path: `/staff/orders${lang}`,
        ready: async (page) => expect(page.locator('article').first()).toBeVisible(),
      },
      { name: 'staff reservations', path: `/staff/reservations${lang}`, ready: shown('staff-reservation') },
      { name: 'staff feedback', path: `/staff/feedback${lang}` },
      { name: 'staff service', path: `/staff/service${lang}` },
      { name: 'staff zone tester', path: `/staff/zone-tester${lang}` },
    ];
    const found: string[] = [];
    for (const target of pages) {
      await page.goto(target.path);
      await (target.ready ?? headingVisible)(page);
      // Still on the page asked for (not sent to a sign-in or a 404).
      expect(new URL(page.url()).pathname).toBe(target.path.split('?')[0]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const violation of await violations(page)) found.push(`${target.name} ${target.path}: ${violation}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
