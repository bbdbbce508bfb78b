import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * What the accessibility specs share (issue 19, decisions 0099, 0106 and 0111): axe's WCAG 2.2 A/AA pass, the
 * viewports, and the walk that checks each page once per language in light and dark on a phone and a laptop.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

type Language = 'en' | 'ar';
type Scheme = 'light' | 'dark';
type Viewport = (typeof viewports)[number];

/**
 * The four looks of one page load, each a single change from the one before (a colour scheme or a window size):
 * phone light, phone dark, laptop dark, laptop light. Every other page walks them backwards, so pages are loaded
 * on a phone and on a laptop alike.
 */
const looks: readonly { scheme: Scheme; viewport: Viewport }[] = [
  { scheme: 'light', viewport: viewports[0] },
  { scheme: 'dark', viewport: viewports[0] },
  { scheme: 'dark', viewport: viewports[1] },
  { scheme: 'light', viewport: viewports[1] },
];

/**
 * The page's WCAG 2.2 A/AA violations, each with up to five of its elements and what is wrong with them.
 *
 * axe runs in the page itself (legacy mode): the default mode opens a blank tab per run to merge the frames'
 * results, which doubled the time of a check. The app draws no frames of its own, and a cross-origin frame (which
 * legacy mode cannot enter) fails the check instead of being skipped quietly.
 */
export async function violations(page: Page) {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== 'about:blank' && new URL(url).origin !== origin);
  expect(foreign, 'frames from another origin, which axe would not check').toEqual([]);
  // After the first check of a page load axe is already there: it is not sent (half a megabyte) and parsed again.
  const present = await page.evaluate(() => 'axe' in window);
  const builder = new AxeBuilder(present ? { page, axeSource: 'void 0' } : { page });
  const result = await builder.withTags(wcagTags).setLegacyMode(true).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n'),
  );
}

/** The page has drawn its first heading and the boot screen is gone. */
export async function headingVisible(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
}

/** The page shows the element with this test id, and its first heading. */
export const showsTestId = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await headingVisible(page);
};

export interface AxeTarget {
  name: string;
  /** The path, with or without a query; `lang` is added. */
  path: string;
  /** Waits until the page shows what is to be checked (its first heading by default). */
  ready?: (page: Page) => Promise<void>;
  /**
   * Pages outside a business and the staff area (the landing page, 404s) have no dark colours: they stay light
   * when the device is dark.
   */
  lightOnly?: boolean;
}

const withLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/** Lets the page answer a new colour scheme or window size: the class `dark` follows, then two frames pass. */
async function settle(page: Page, dark: boolean) {
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function look(page: Page, { scheme, viewport }: { scheme: Scheme; viewport: Viewport }) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
}

/**
 * Opens each page once in the language and runs axe in the four looks (light and dark, phone and laptop); answers
 * every violation found, named by page, look and path. Each page must stay the page asked for (not a sign-in or a
 * 404 instead) and carry the language.
 */
export async function checkPages(page: Page, language: Language, targets: readonly AxeTarget[]) {
  const found: string[] = [];
  for (const [index, target] of targets.entries()) {
    const order = index % 2 === 0 ? looks : [...looks].reverse();
    await look(page, order[0]!);
    const path = withLanguage(target.path, language);
    await page.goto(path);
    await (target.ready ?? headingVisible)(page);
    expect(new URL(page.url()).pathname, `${target.name} stays at its path`).toBe(target.path.split('?')[0]);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const [step, current] of order.entries()) {
      if (step > 0) await look(page, current);
      await settle(page, current.scheme === 'dark' && !target.lightOnly);
      for (const violation of await violations(page)) {
        found.push(`${target.name} · ${current.scheme} · ${current.viewport.name} · ${path}: ${violation}`);
      }
    }
  }
  return found;
}

/**
 * One test per language (English, then Arabic) that checks the pages `targetsOf` answers, after whatever set-up it
 * does in the test's page, in the four looks. `allow` names the console errors the pages are expected to log (an
 * API's 4xx for what a visitor has not got, unreachable map tiles).
 */
export function axeTests(
  what: string,
  allow: RegExp,
  targetsOf: (fixtures: { page: Page; request: APIRequestContext; language: Language }) => Promise<AxeTarget[]>,
) {
  for (const language of ['en', 'ar'] as const) {
    test(`no WCAG 2.2 AA violations on ${what} · ${language} · light and dark · phone and laptop`, async ({
      page,
      request,
      problems,
    }) => {
      test.setTimeout(180_000);
      problems.allow(allow);
      const found = await checkPages(page, language, await targetsOf({ page, request, language }));
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
