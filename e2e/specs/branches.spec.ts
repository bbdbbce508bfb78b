import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference } from '../support/ordering.ts';

test.use({ locale: 'en-US' });

/**
 * The branches page (issue 15) against the demo business: two branches, and Lamb Chops is not available in the
 * second one. Choosing that branch applies SPEC §4's change-store rule: the cart keeps only what the branch sells
 * and the guest is told by name what was taken out; the choice is remembered.
 */
test('switching branch takes out what the new branch does not sell and tells the guest', async ({
  page,
  request,
  problems,
}) => {
  // Map tiles are unreachable in the test machine; the page works without them.
  problems.allow(/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/);
  const demo = await loadDemo(request);
  const items = pickupItems(demo);
  const lamb = items.find((item) => item.name === 'Lamb Chops');
  const kept = items.find((item) => item.id !== lamb?.id && !item.branches.some((branch) => branch.branch_id === 2));
  expect(lamb, 'the demo sells Lamb Chops for pickup').toBeTruthy();
  expect(kept, 'the demo has a pickup item every branch sells').toBeTruthy();

  // Lamb Chops: cooked medium, with two sides.
  await page.goto(`/${reference}/pickup/${lamb!.category_id}/${lamb!.id}`);
  await page.getByRole('radio', { name: 'Medium', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Hummus', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Arabic salad', exact: true }).check();
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${lamb!.id}$`));
  await addFromItemPage(page, kept!);

  await page.goto(`/${reference}/Branches`);
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  const cards = page.getByTestId('branch-card');
  await expect(cards).toHaveCount(2);
  const first = cards.filter({ hasText: 'Sharq' });
  const second = cards.filter({ hasText: 'Salmiya' });
  await expect(first).toContainText('Your branch');
  for (const card of [first, second]) {
    await expect(card.getByText(/Open now|Closed/).first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /google\.com\/maps\/dir/);
  }
  await expect(second.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
  await expect(second.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  // The map loads with the page (its own chunk) and shows a pin per branch.
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);

  await second.getByRole('button', { name: 'Order from here' }).click();
  await expect(page).toHaveURL(new RegExp(`/${reference}/pickup$`));
  const notice = page.getByTestId('cart-notice');
  await expect(notice).toContainText('Lamb Chops');
  await expect(notice).not.toContainText(kept!.name);

  await page.goto(`/${reference}/pickup/cart`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(kept!.name);

  // The choice is remembered: the second branch's menu comes with webapp/v5/menu/{id} (SPEC §7).
  await page.goto(`/${reference}/Branches`);
  await expect(page.getByTestId('branch-card').filter({ hasText: 'Salmiya' })).toContainText('Your branch');
  const branchMenu = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/webapp/v5/menu/2');
  await page.reload();
  expect((await branchMenu).ok()).toBe(true);
});
