import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { importBusiness, repoRoot } from '../support/staff.ts';

/**
 * Issue 20 (interaction on a big menu): the bench's 1,000-item business in the one-page layout. A category tab
 * far down the strip brings its section to the top at once; the smooth scroll it replaced (decision 0123) was
 * still thousands of pixels short a second later, with the wrong tab current.
 */
const reference = 'bigtabs';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const file = JSON.parse(await readFile(path.join(repoRoot, 'bench', 'fixtures', 'large-menu.json'), 'utf8')) as {
    business: Record<string, unknown>;
    branches: { id: number }[];
  };
  file.business = { ...file.business, reference_id: reference, domains: [], menu_layout: 'one_page' };
  // Branch ids are unique across businesses (the bench's copies use 200,000 and up).
  file.branches.forEach((branch, index) => (branch.id = 310_000 + index));
  const target = path.join(e2eDataDir, 'bigtabs.json');
  await writeFile(target, JSON.stringify(file));
  await importBusiness(target);
});

test('a far category tab brings its section to the top at once, and a near one too', async ({ page }) => {
  await page.goto(`/${reference}/pickup`);
  const tabs = page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(20);

  // Far down (the last sections, closed categories, are too short to reach the top), back up, then the next one.
  for (const index of [Math.floor(count * 0.6), 3, 4]) {
    const tab = tabs.nth(index);
    const id = await tab.getAttribute('data-tab');
    await tab.click();
    const title = page.locator(`#menu-section-${id}-title`);
    // Within a second: no long glide across the menu first.
    await expect(title).toBeInViewport({ timeout: 1000 });
    await expect(tab).toHaveAttribute('aria-current', 'true');
    // Under the sticky tabs once the (near tab's smooth) scroll has ended.
    await expect
      .poll(() => title.evaluate((element) => element.getBoundingClientRect().top), { timeout: 1500 })
      .toBeLessThan(200);
  }
});
