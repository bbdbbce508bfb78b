import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A signed-in guest (issue 7): a fresh phone, its code from the development outbox, a session in the page. */

/** A Kuwaiti mobile number no other test (or run) uses. */
let phoneSerial = 0;
export function freshPhone(): string {
  phoneSerial += 1;
  return `+9655${String(Date.now()).slice(-6)}${phoneSerial % 10}`;
}

/** The newest code the development outbox holds for a phone (it arrives at once, but poll a little). */
export async function codeFor(request: APIRequestContext, phone: string, skip = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = messages.length > skip ? /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Logs a phone in through the API; returns the session and the user. */
export async function apiLogin(request: APIRequestContext, restaurant: { id: number }, phone: string) {
  const sent = await request.post('/api/send-otp', { data: { phone, business_id: restaurant.id } });
  expect(sent.ok()).toBe(true);
  const code = await codeFor(request, phone);
  const verified = await request.post('/api/verify-otp', { data: { phone, business_id: restaurant.id, code } });
  expect(verified.ok()).toBe(true);
  const login = (await verified.json()) as { token: string; user: { id: number; name: string | null } };
  const named = await request.post('/api/update-profile', {
    data: { name: 'Wallet Tester' },
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(named.ok()).toBe(true);
  const profile = (await named.json()) as { user: unknown };
  return { token: login.token, user: profile.user as { id: number } };
}

/** Puts a session in the app's persisted auth state (`okmenu-auth`) before the page loads. */
export async function useSession(page: Page, session: { token: string; user: unknown }, dialCode: string) {
  await page.addInitScript(
    ({ token, user, dialCode: code }) => {
      const state = { token, user, verifiedPhones: [], otpStartedAt: null, phoneNumber: null, dialCode: code };
      localStorage.setItem(
        'okmenu-auth',
        JSON.stringify({
          state: { ...state, otpTimer: 30, useWallet: false, updatedWalletAmount: null, checked: true },
          version: 1,
        }),
      );
    },
    { token: session.token, user: session.user, dialCode },
  );
}
