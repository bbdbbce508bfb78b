import { expect, test } from '../support/fixtures.ts';
import { demoStaffToken } from '../support/staff.ts';

/**
 * The staff board's feedback tab (issue 15): a guest's answers sent to users/rate show in the list with the
 * question titles and option labels, and in the averages per question.
 */

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('staff see guest feedback and its averages', async ({ page, request }) => {
  const restaurant = (await (
    await request.get(`/api/webapp/v5/restaurant/demo`, { headers: { locale: 'en' } })
  ).json()) as { restaurant: { id: number } };
  const sent = await request.post('/api/users/rate', {
    headers: { 'x-device-id': 'e2e-staff-feedback-device-0001' },
    data: { business_id: restaurant.restaurant.id, answers: { '1': 4, '2': 5, '4': [3], '5': 'Lovely staff' } },
  });
  expect(sent.status()).toBe(201);

  const token = await demoStaffToken();
  await page.goto('/staff');
  await page.getByLabel('Staff token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await page.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest feedback' })).toBeVisible();

  const entry = page.getByTestId('staff-feedback').filter({ hasText: 'Lovely staff' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Service');
  // Other specs send feedback to the same venue, so the expected figure is the server's own average.
  const averages = (await (
    await request.get('/api/staff/feedback/averages', { headers: { authorization: `Bearer ${token}`, locale: 'en' } })
  ).json()) as { questions: { title: string; average: number | null; count: number }[] };
  const food = averages.questions.find((question) => question.title === 'How would you rate the food?');
  expect(food?.count, 'the food question counts this guest').toBeGreaterThanOrEqual(1);
  const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(food?.average ?? Number.NaN);
  const overall = page.getByRole('table').first();
  await expect(overall.getByRole('row', { name: /How would you rate the food\?/ })).toContainText(
    `${shown} · Answers: ${food?.count}`,
  );
});
