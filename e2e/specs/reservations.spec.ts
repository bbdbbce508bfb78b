import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import {
  addReservationDish,
  book,
  chooseSlot,
  fillContact,
  newDevice,
  openDate,
  slotsOf,
  staffToken,
  useReservationType2,
} from '../support/reservations.ts';

/**
 * Reservations (issue 14) against the real server: a guest books a table for four tomorrow and sees the staff's
 * "accepted" without a reload; a slot that is full is not offered; a type-2 booking carries a pre-order of
 * reservation-only dishes.
 */

test.describe('reservations', () => {
  test('a guest books a table for four on the next open day; staff accept; the guest sees it without reload', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const token = await staffToken();
    // From tomorrow on: the demo venue takes no bookings on some weekdays.
    const day = await openDate(request, 1, 4);

    await page.goto('/demo/reservation');
    await page.getByTestId('book-table').click();
    await expect(page).toHaveURL(/\/demo\/reservation\/table$/);
    const time = await chooseSlot(page, day, 4);
    // The area is the business's name for it, not the humanised code ("Hall").
    await expect(page.getByRole('button', { name: 'Main hall', exact: true })).toBeVisible();
    await fillContact(page, 'Reem Guest');
    await page.getByRole('button', { name: `Book for ${time}` }).click();
    await expect(page).toHaveURL(/\/demo\/reservation\/success\/\d+-/);
    await expect(page.getByTestId('reservation-status')).toHaveText('Waiting');
    await expect(page.getByText('Updates appear here live')).toBeVisible();
    const id = Number(/success\/(\d+)-/.exec(page.url())?.[1]);

    const staff = await newDevice(browser, testInfo);
    await staff.page.goto('/staff');
    await staff.page.getByLabel('Staff token').fill(token);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff.page).toHaveURL(/\/staff\/orders$/);
    await staff.page.getByRole('link', { name: 'Reservations' }).click();
    const row = staff.page.locator(`[data-testid="staff-reservation"][data-id="${id}"]`);
    await expect(row).toContainText('Reem Guest');
    await expect(row).toContainText(time);
    await expect(row).toContainText('Guests: 4');
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toContainText('Accepted');

    // No reload: the guest's page hears it on the event stream.
    await expect(page.getByTestId('reservation-status')).toHaveText('Accepted');
    await expect(page.getByTestId('status-text')).toHaveText('Your table is confirmed. See you soon!');

    // The booking is in the guest's history.
    await page.getByRole('link', { name: 'My bookings' }).click();
    await expect(page.getByTestId('history-reservation').first()).toContainText('Accepted');
    await staff.context.close();
  });

  test('a full slot is not offered', async ({ page, request }) => {
    const date = await openDate(request, 2, 2);
    const before = await slotsOf(request, date, 2);
    const target = before.slots.find((slot) => slot.available);
    expect(target, `an open slot on ${date}`).toBeTruthy();
    const time = target?.time ?? '';
    // Fill the slot: the largest parties first, then smaller ones, until even a party of one is refused.
    for (const party of [12, 8, 6, 4, 2, 1]) {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await book(request, { branch_id: before.branch_id, date, time, party_size: party });
        if (!response.ok()) break;
      }
    }
    const after = await slotsOf(request, date, 2);
    expect(after.slots.find((slot) => slot.time === time)?.available).toBe(false);
    const stillOpen = after.slots.filter((slot) => slot.available).map((slot) => slot.time);
    expect(stillOpen.length).toBeGreaterThan(0);

    await page.goto('/demo/reservation/table');
    await page.locator(`[data-testid="date-strip"] [data-date="${date}"]`).click();
    await expect(page.getByTestId('slots').getByRole('button', { name: stillOpen[0] })).toBeVisible();
    await expect(page.getByTestId('slots').getByRole('button', { name: time, exact: true })).toHaveCount(0);
  });

  test('the guest cancels before the cutoff; the page offers the calendar and directions', async ({
    page,
    request,
  }) => {
    // The first open day from four days ahead (the demo venue takes no bookings on some weekdays).
    const date = await openDate(request, 4, 2);
    const slots = await slotsOf(request, date, 2);
    const time = slots.slots.find((slot) => slot.available)?.time ?? '';
    const response = await book(request, { branch_id: slots.branch_id, date, time, party_size: 2 });
    expect(response.status()).toBe(201);
    const { reservation } = (await response.json()) as { reservation: { reference: string } };

    await page.goto(`/demo/reservation/success/${reservation.reference}`);
    await expect(page.getByTestId('reservation-status')).toHaveText('Waiting');
    await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /google\.com\/maps\/dir/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const ics = await (await download).path();
    expect(await readFile(ics, 'utf8')).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  });

  test('a type-2 booking carries a pre-order of reservation-only dishes', async ({ page, request }) => {
    // Two imports of the business through the CLI (each a process of its own) besides the guest's walk.
    test.setTimeout(90_000);
    const restore = await useReservationType2(request);
    try {
      await addReservationDish(page);
      const time = await chooseSlot(page, await openDate(request, 3, 2), 2);
      await fillContact(page, 'Pre Order Guest');
      await page.getByRole('button', { name: `Book for ${time}` }).click();
      await expect(page).toHaveURL(/\/demo\/reservation\/success\/\d+-/);
      await expect(page.getByRole('heading', { name: 'Pre-order' })).toBeVisible();
      await expect(page.getByText('You pay at the venue.')).toBeVisible();
    } finally {
      await restore();
    }
  });
});

test.describe('reservations in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('the booking page names the table areas in Arabic', async ({ page }) => {
    await page.goto('/demo/reservation/table');
    await expect(page.getByRole('button', { name: 'الصالة الرئيسية', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Main hall' })).toHaveCount(0);
  });
});
