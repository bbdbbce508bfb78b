import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { reference } from '../support/ordering.ts';

/**
 * Policies and settings (issue 15) on a phone and on a desktop width: policies with an anchor each, the settings
 * list on phones and the side menu on wide screens, appearance and language choices that stick.
 */

const dark = /(^|\s)dark(\s|$)/;

async function checkPolicies(page: Page) {
  await page.goto(`/${reference}/Policies`);
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Policies on this page' });
  await contents.getByRole('link', { name: 'Refund policy' }).click();
  await expect(page).toHaveURL(/#policy-refund$/);
  const refund = page.getByRole('region', { name: 'Refund policy' });
  await expect(refund).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Privacy policy' })).toContainText('We never sell your data');
  // Business text is never markup: no script or inline handler in the policies.
  await expect(page.locator('main script, main [onerror], main [onload]')).toHaveCount(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

  test('policies have an anchor each', async ({ page }) => {
    await checkPolicies(page);
  });

  test('settings are a list; appearance and language choices stick', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/${reference}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Settings sections' }).filter({ visible: true });
    await expect(list.getByRole('link')).toHaveCount(5);

    await list.getByRole('link', { name: 'Appearance' }).click();
    await expect(page).toHaveURL(new RegExp(`/${reference}/settings/appearance$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(dark);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(dark);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await page.getByRole('link', { name: 'Notifications' }).click();
    const offers = page.getByRole('checkbox', { name: 'Offers and news' });
    await expect(offers).not.toBeChecked();
    await offers.check();
    const stored = await page.evaluate(() => localStorage.getItem('okmenu-notifications'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { orderUpdates: true, offers: true } });

    await page.goto(`/${reference}/settings/language`);
    await page.getByRole('radio', { name: 'العربية' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اللغة' })).toBeVisible();
  });

  test('the more menu links the venue pages, WhatsApp and social links', async ({ page }) => {
    await page.goto(`/${reference}/pickup`);
    await page.getByRole('button', { name: 'More' }).last().click();
    const more = page.getByRole('dialog', { name: 'More' });
    await expect(more.getByRole('link', { name: 'Branches' })).toHaveAttribute('href', `/${reference}/Branches`);
    await expect(more.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(more.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.instagram\.com\//,
    );
    await more.getByRole('link', { name: 'Policies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', isMobile: false, hasTouch: false });

  test('policies have an anchor each', async ({ page }) => {
    await checkPolicies(page);
  });

  test('settings have a side menu next to the chosen section', async ({ page }) => {
    await page.goto(`/${reference}/settings`);
    const side = page.getByRole('navigation', { name: 'Settings sections' }).filter({ visible: true });
    await expect(side.getByRole('link', { name: 'Language' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Language' })).toBeVisible();
    await side.getByRole('link', { name: 'About' }).click();
    await expect(side.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('app-version').filter({ visible: true })).toHaveText(/\S+/);
    await side.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).filter({ visible: true })).toHaveAttribute(
      'href',
      `/${reference}/login`,
    );
  });
});
