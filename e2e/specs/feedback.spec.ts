import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { reference } from '../support/ordering.ts';

/**
 * The feedback page (issue 15) with the demo questionnaire, which has one question of each SPEC §4 type:
 * smile (required), rate (required), slider, choices (several), text and phone. Every control is used the way a
 * keyboard or screen-reader user finds it: by its role and accessible name.
 */

const texts = {
  en: {
    title: 'Tell us how we did',
    smile: 'How was your visit?',
    happy: 'Very happy',
    rate: 'How would you rate the food?',
    fourStars: '4 of 5 stars',
    slider: 'How likely are you to recommend us to a friend?',
    choices: 'What did you enjoy most?',
    options: ['Taste', 'Service'],
    text: 'Anything we could do better?',
    phone: 'Your phone, if you would like us to call you back',
    send: 'Send feedback',
    required: 'Please answer this question.',
    badPhone: 'Enter a valid phone number.',
    thanks: 'Thank you!',
  },
  ar: {
    title: 'أخبرنا عن تجربتك',
    smile: 'كيف كانت زيارتك؟',
    happy: 'راضٍ جداً',
    rate: 'كيف تقيّم الطعام؟',
    fourStars: '4 من 5 نجوم',
    slider: 'ما مدى احتمال أن تنصح صديقاً بنا؟',
    choices: 'ما الذي أعجبك أكثر؟',
    options: ['المذاق', 'الخدمة'],
    text: 'هل هناك ما يمكننا تحسينه؟',
    phone: 'رقم هاتفك إذا أردت أن نتصل بك',
    send: 'إرسال الرأي',
    required: 'يرجى الإجابة عن هذا السؤال.',
    badPhone: 'أدخل رقم هاتف صحيحاً.',
    thanks: 'شكراً لك!',
  },
} as const;

async function sendFeedback(page: Page, lang: keyof typeof texts) {
  const t = texts[lang];
  await page.goto(`/${reference}/Feedback`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

  // Sent empty: the page checks with the server's own rule (issue 11) and names the two required questions,
  // shown under each, without sending anything.
  const sentRates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/rate')) sentRates.push(request.url());
  });
  await page.getByRole('button', { name: t.send }).click();
  const smile = page.getByRole('radiogroup', { name: t.smile });
  const rate = page.getByRole('radiogroup', { name: t.rate });
  await expect(smile).toHaveAccessibleDescription(t.required);
  await expect(rate).toHaveAccessibleDescription(t.required);

  // Smile faces are radios named by their text; stars are radios "4 of 5 stars"; keyboard works on both.
  await smile.getByRole('radio', { name: t.happy, exact: true }).check();
  await rate.getByRole('radio', { name: t.fourStars }).focus();
  await page.keyboard.press('Space');
  await expect(rate.getByRole('radio', { name: t.fourStars })).toBeChecked();

  const slider = page.getByRole('slider', { name: t.slider });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowUp');
  await expect(slider).toHaveValue('8');
  await expect(slider).toHaveAttribute('aria-valuetext', '8');

  const choices = page.getByRole('group', { name: t.choices });
  for (const option of t.options) await choices.getByRole('checkbox', { name: option }).check();
  await page.getByRole('textbox', { name: t.text }).fill(lang === 'ar' ? 'كل شيء كان رائعاً' : 'More parking, please');

  // A bad phone number is that question's error, as the server would name it; still nothing sent.
  const phone = page.getByRole('textbox', { name: t.phone });
  await phone.fill('12');
  await page.getByRole('button', { name: t.send }).click();
  await expect(phone).toHaveAccessibleDescription(t.badPhone);
  await expect(phone).toBeFocused();
  expect(sentRates).toEqual([]);

  await phone.fill('+965 5000 1234');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/users/rate'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/users/rate'));
  await page.getByRole('button', { name: t.send }).click();
  const body = (await sent).postDataJSON() as { business_id: number; answers: Record<string, unknown> };
  expect((await answered).status()).toBe(201);
  expect(body.answers).toEqual({
    '1': 5,
    '2': 4,
    '3': 8,
    '4': [1, 3],
    '5': lang === 'ar' ? 'كل شيء كان رائعاً' : 'More parking, please',
    '6': '+965 5000 1234',
  });
  await expect(page.getByRole('heading', { level: 2, name: t.thanks })).toBeFocused();
}

test.describe('feedback in English', () => {
  test.use({ locale: 'en-US' });
  test('answers every question type and sends them', async ({ page }) => {
    await sendFeedback(page, 'en');
  });
});

test.describe('feedback in Arabic', () => {
  test.use({ locale: 'ar-KW' });
  test('answers every question type right to left and sends them', async ({ page }) => {
    await sendFeedback(page, 'ar');
  });
});
