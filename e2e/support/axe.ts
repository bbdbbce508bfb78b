import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the accessibility specs share (issue 19, decisions 0099 and 0106): axe's WCAG 2.2 A/AA pass and viewports. */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** The page's WCAG 2.2 A/AA violations, each with up to five of its elements and what is wrong with them. */
export async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
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
