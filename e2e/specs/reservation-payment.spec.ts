import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  addReservationDish,
  chooseSlot,
  fillContact,
  openDate,
  newDevice,
  staffToken,
  useReservationType2,
} from '../support/reservations.ts';

/**
 * A type-2 booking's pre-order paid online through the demo's sandbox gateway (decision 0105): the booking is held
 * until the gateway confirms; approved, the success page and the staff board show it paid; declined, the fail page
 * lets the guest pay at the venue instead.
 */

/** Books a table for two on a date with the pre-order paid by KNET, and waits for the sandbox's hosted page. */
async function bookPayingWithKnet(page: Page, date: string, name: string) {
  await addReservationDish(page);
  const time = await chooseSlot(page, date, 2);
  await fillContact(page, name);
  const methods = page.getByRole('radiogroup', { name: 'Pay online now' });
  await methods.getByRole('radio', { name: 'KNET', exact: true }).check();
  await page.getByRole('button', { name: `Book for ${time}` }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/pay\/sbx_/);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
}

test.describe('paying a pre-order online', () => {
  test('a guest pays a type-2 pre-order with KNET and sees it paid; the staff board shows it paid', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Two imports of the business through the CLI besides the guest's walk.
    test.setTimeout(90_000);
    const restore = await useReservationType2(request);
    try {
      await bookPayingWithKnet(page, await openDate(request, 5, 2), 'Knet Payer');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(page).toHaveURL(/\/demo\/reservation\/success\/\d+-/);
      await expect(page.getByTestId('pre-order-payment')).toHaveText('Paid online');
      await expect(page.getByTestId('reservation-status')).toHaveText('Waiting');
      const id = Number(/success\/(\d+)-/.exec(page.url())?.[1]);

      const staff = await newDevice(browser, testInfo);
      await staff.page.goto('/staff');
      await staff.page.getByLabel('Staff token').fill(await staffToken());
      await staff.page.getByRole('button', { name: 'Sign in' }).click();
      await staff.page.getByRole('link', { name: 'Reservations' }).click();
      const row = staff.page.locator(`[data-testid="staff-reservation"][data-id="${id}"]`);
      await expect(row).toContainText('Knet Payer');
      await expect(row.getByTestId('reservation-paid')).toHaveText('Paid online');
      await staff.context.close();
    } finally {
      await restore();
    }
  });

  test('a declined payment leads to the fail page, where the guest pays at the venue instead', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const restore = await useReservationType2(request);
    try {
      await bookPayingWithKnet(page, await openDate(request, 6, 2), 'Declined Booker');
      await page.getByRole('button', { name: 'Decline payment' }).click();
      await expect(page).toHaveURL(/\/demo\/payment\/fail\?reason=declined&reservation=\d+-/);
      await expect(page.getByTestId('payment-fail')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay at the venue' }).click();
      await expect(page).toHaveURL(/\/demo\/reservation\/success\/\d+-/);
      await expect(page.getByTestId('reservation-status')).toHaveText('Waiting');
      await expect(page.getByTestId('pre-order-payment')).toHaveText('You pay at the venue.');
    } finally {
      await restore();
    }
  });
});
