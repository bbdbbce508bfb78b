import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, isCalcOrder, loadDemo, moneyValue, pickupItems, reference } from '../support/ordering.ts';

/**
 * The cart (issue 4) against the demo business: items with modifiers and price labels, quantities, a percent and a
 * fixed coupon; the breakdown shown must be calc-order's own numbers. The server prices with its real clock, so
 * only items sold at every hour are used.
 */

interface CalcAnswer {
  subtotal: number;
  coupon_discount: number;
  total: number;
  coupon: { code: string; applied: boolean } | null;
}

test.describe('cart', () => {
  test('adds items with options, changes quantities, applies coupons, and shows the server’s breakdown', async ({
    page,
    request,
  }) => {
    const demo = await loadDemo(request);
    const items = pickupItems(demo);
    const withModifiers = items.find((item) => item.modifier_groups.some((group) => group.modifiers.length > 0));
    const withLabels = items.find((item) => item.price_labels.length > 1 && item.id !== withModifiers?.id);
    expect(withModifiers, 'the demo has an all-day pickup item with modifiers').toBeTruthy();
    expect(withLabels, 'the demo has an all-day pickup item with several price labels').toBeTruthy();

    await addFromItemPage(page, withModifiers!);
    await addFromItemPage(page, withLabels!, { labelIndex: 1 });
    await expect(
      page.getByRole('link', { name: /^Cart\W+\d+ items? in the cart$/ }).getByTestId('cart-badge'),
    ).toBeVisible();

    const answer = page.waitForResponse(isCalcOrder);
    await page.goto(`/${reference}/pickup/cart`);
    await answer;
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText(withLabels!.price_labels[1]!.label);

    const total = page.getByTestId('breakdown-total');
    const expectBreakdown = async (server: CalcAnswer) => {
      await expect.poll(async () => moneyValue(await total.textContent())).toBeCloseTo(server.total, 3);
      await expect
        .poll(async () => moneyValue(await page.getByTestId('breakdown-subtotal').textContent()))
        .toBeCloseTo(server.subtotal, 3);
      await expect(page.getByTestId('prices-updated')).toHaveCount(0);
    };

    // More of the first line, then one less of it.
    let next = page.waitForResponse(isCalcOrder);
    await page.getByRole('button', { name: `One more ${withModifiers!.name}` }).click();
    await expect(lines.first().getByTestId('line-count')).toHaveText(
      String(Math.max(1, withModifiers!.price_labels[0]!.minimum) + 1),
    );
    let server = (await (await next).json()) as CalcAnswer;
    await expectBreakdown(server);

    next = page.waitForResponse(isCalcOrder);
    await page.getByRole('button', { name: `One more ${withLabels!.name}` }).click();
    server = (await (await next).json()) as CalcAnswer;
    await expectBreakdown(server);

    // A percent coupon.
    next = page.waitForResponse(
      (response) => isCalcOrder(response) && response.request().postData()?.includes('WELCOME10') === true,
    );
    await page.getByPlaceholder('Enter a coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    server = (await (await next).json()) as CalcAnswer;
    expect(server.coupon).toMatchObject({ code: 'WELCOME10', applied: true });
    await expect(page.getByTestId('coupon-status')).toHaveText('Coupon applied.');
    await expect
      .poll(async () => moneyValue(await page.getByTestId('breakdown-coupon').textContent()))
      .toBeCloseTo(-server.coupon_discount, 3);
    await expectBreakdown(server);

    // A fixed coupon instead.
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    next = page.waitForResponse(
      (response) => isCalcOrder(response) && response.request().postData()?.includes('SAVE2') === true,
    );
    await page.getByPlaceholder('Enter a coupon code').fill('SAVE2');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    server = (await (await next).json()) as CalcAnswer;
    expect(server.coupon).toMatchObject({ code: 'SAVE2', applied: true });
    await expect
      .poll(async () => moneyValue(await page.getByTestId('breakdown-coupon').textContent()))
      .toBeCloseTo(-server.coupon_discount, 3);
    await expectBreakdown(server);

    // An unknown code is refused with a reason the guest can read.
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByPlaceholder('Enter a coupon code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByTestId('coupon-status')).toHaveText('This coupon code does not exist.');

    // Removing every line leads back to the menu.
    for (let count = await lines.count(); count > 0; count -= 1) {
      await lines
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
    }
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/pickup$`));
  });
});
