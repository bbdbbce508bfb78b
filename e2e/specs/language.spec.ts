import { demoBusiness, expect, openTypeHome, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('switching to Arabic shows the venue in Arabic, right to left, and is remembered', async ({
  page,
  context,
  request,
}) => {
  const arabic = await demoBusiness(request, 'ar');
  await openTypeHome(page);

  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('ar');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: arabic.name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'اللغة' }).first()).toHaveValue('ar');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('ar');
  expect(cookie?.sameSite).toBe('Lax');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arabic.name })).toBeVisible();
});

test.describe('a visitor whose browser asks for Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('gets the Arabic interface at once', async ({ page, request }) => {
    const arabic = await demoBusiness(request, 'ar');
    await openTypeHome(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: arabic.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).last()).toBeVisible();
  });
});
