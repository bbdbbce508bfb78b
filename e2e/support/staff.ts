import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { e2eDatabaseUrl } from './environment.ts';

/** Helpers of the running-a-service specs (issue 17): staff tokens, sign-in, devices and demo re-imports. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);
const cliEnv = () => ({ ...process.env, DATABASE_URL: e2eDatabaseUrl });

/** A fresh staff (or owner) token for the demo business, made with the operator's CLI. */
export async function demoStaffToken(role: 'staff' | 'owner' = 'staff'): Promise<string> {
  const args = ['run', 'staff-token', '-w', 'apps/server', '--', 'demo', `e2e-${role}`];
  if (role === 'owner') args.push('--role', 'owner');
  const { stdout } = await run('npm', args, { cwd: repoRoot, env: cliEnv() });
  const token = /stf_[A-Za-z0-9_-]{20,100}/.exec(stdout)?.[0];
  if (!token) throw new Error(`No staff token in the CLI's output: ${stdout}`);
  return token;
}

/** Imports a business file into the e2e database; running servers notice the new version within a second. */
export async function importBusiness(file: string): Promise<void> {
  await run('npm', ['run', 'import', '-w', 'apps/server', '--', file], { cwd: repoRoot, env: cliEnv() });
}

/** A context of its own (a separate device) with the project's base URL, collecting page errors. */
export async function newDevice(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function staffSignIn(page: Page, token: string): Promise<void> {
  await page.goto('/staff');
  await page.getByLabel('Staff token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/orders$/);
}
