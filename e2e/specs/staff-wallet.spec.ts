import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eDatabaseUrl } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 12 item 6: the owner tops up a customer's wallet from the board with a reason the customer reads in
 * their wallet history; a plain staff token is offered no top-up.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

async function staffToken(role: 'owner' | 'staff'): Promise<string> {
  const args = ['run', 'staff-token', '-w', 'apps/server', '--', 'demo', `e2e-${role}`, '--role', role];
  const { stdout } = await run('npm', args, { cwd: repoRoot, env: { ...process.env, DATABASE_URL: e2eDatabaseUrl } });
  const token = /stf_[A-Za-z0-9_-]{20,100}/.exec(stdout)?.[0];
  if (!token) throw new Error(`No staff token in the CLI's output: ${stdout}`);
  return token;
}

async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/staff');
  await page.getByLabel('Staff token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
}

async function customer(request: APIRequestContext) {
  const restaurant = (await (await request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    restaurant: { id: number; disable_otp: boolean; enable_wallet: boolean };
  };
  const phone = `+9655${String(Date.now()).slice(-7)}`;
  expect((await request.post('/api/send-otp', { data: { phone, business_id: restaurant.restaurant.id } })).ok()).toBe(
    true,
  );
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
      const { messages } = (await answer.json()) as { messages: { text: string }[] };
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  const login = await request.post('/api/verify-otp', { data: { phone, business_id: restaurant.restaurant.id, code } });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  return { phone, token, userId: user.id };
}

test('the owner tops up a wallet from the board with a reason the customer reads; plain staff cannot', async ({
  page,
  browser,
  request,
}) => {
  const guest = await customer(request);

  await signIn(page, await staffToken('staff'));
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Top up a wallet' })).toHaveCount(0);

  const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(owner, await staffToken('owner'));
  await owner.getByRole('button', { name: 'Top up a wallet' }).click();
  const dialog = owner.getByTestId('wallet-credit-dialog');
  await dialog.getByLabel("Customer's phone").fill(guest.phone);
  await dialog.getByLabel('Amount').fill('7.5');
  await dialog.getByLabel('Reason (the customer sees it)').fill('Sorry for the late order');
  await owner.screenshot({ path: 'test-results/staff-wallet-en.png' });
  await dialog.getByRole('button', { name: 'Add to wallet' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Added. The customer sees it in their wallet history.');

  const profile = await request.get(`/api/webapp/profile/${guest.userId}`, {
    headers: { authorization: `Bearer ${guest.token}` },
  });
  const { user } = (await profile.json()) as {
    user: { wallet: { creditHistory: { amount: number; reason: string | null }[] } };
  };
  expect(user.wallet.creditHistory).toContainEqual(
    expect.objectContaining({ amount: 7.5, reason: 'Sorry for the late order' }),
  );
  await owner.context().close();
});
