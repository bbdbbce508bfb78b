import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';

/**
 * Issue 12 item 7: a refused cart reads in the guest's language from the refusal's codes; the server's
 * developer English ("Not sold for dinein", "New orders are paused until …") never reaches the guest.
 */

type Field = { path: string; message: string; code: string };

/** Answers every calc-order with a refusal naming these fields, as the server does. */
async function refuseCarts(page: Page, status: number, code: string, fields: Field[]) {
  await page.route('**/api/service/pos/calc-order/**', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code, message: `${fields[0]?.path}: ${fields[0]?.message}`, fields } }),
    }),
  );
}

const notForType: Field = { path: 'body.lines.0.item_id', message: 'Not sold for dinein', code: 'not_for_type' };
const paused: Field = {
  path: 'body.selling_type',
  message: 'New orders are paused until 2026-03-02T11:00:00.000Z',
  code: 'paused',
};

test.beforeEach(async ({ page, request, problems }) => {
  problems.allow(/Failed to load resource: the server responded with a status of 409/);
  const item = pickupItems(await loadDemo(request)).find(
    (candidate) => candidate.modifier_groups.every((group) => group.min === 0) && !candidate.require_comment,
  );
  expect(item, 'a simple pickup item in the demo').toBeTruthy();
  await addFromItemPage(page, item!);
});

test('a line the server refuses says why in English, without the server’s words', async ({ page }) => {
  await refuseCarts(page, 409, 'not_orderable', [notForType]);
  await page.goto(`/${reference}/pickup/cart`);
  await expect(page.getByText("Can't be ordered right now: not offered for this kind of order")).toBeVisible();
  await expect(page.getByText(/Not sold for/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/refusal-line-en.png' });
});

test('a paused venue says so in Arabic, without the server’s English', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: page.url() }]);
  await refuseCarts(page, 409, 'not_orderable', [paused]);
  await page.goto(`/${reference}/pickup/cart`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText('الطلبات الجديدة متوقفة مؤقتًا. يُرجى المحاولة بعد قليل.')).toBeVisible();
  await expect(page.getByText(/paused|until/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/refusal-paused-ar.png' });

  await page.unroute('**/api/service/pos/calc-order/**');
  await refuseCarts(page, 409, 'not_orderable', [notForType]);
  await page.reload();
  await expect(page.getByText('لا يمكن طلبه الآن: غير متوفر لهذا النوع من الطلبات')).toBeVisible();
  await expect(page.getByText(/Not sold for/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/refusal-line-ar.png' });
});
