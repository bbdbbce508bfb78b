import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { addFromItemPage, loadDemo, pickupItems, reference, type Demo } from '../support/ordering.ts';

/**
 * WCAG 2.2 checks axe cannot make (issue 19): touch targets of at least 24×24 CSS px (2.5.8), no motion with
 * prefers-reduced-motion (2.3.3), and text at 200% without horizontal scrolling (1.4.4) on the guest pages.
 */

async function guestPages(page: Page, demo: Demo) {
  const item = pickupItems(demo).find((candidate) => candidate.modifier_groups.length > 0) ?? pickupItems(demo)[0]!;
  await addFromItemPage(page, item);
  return [
    { name: 'menu', path: `/${reference}/pickup` },
    { name: 'category', path: `/${reference}/pickup/${item.category_id}` },
    { name: 'item', path: `/${reference}/pickup/${item.category_id}/${item.id}` },
    { name: 'cart', path: `/${reference}/pickup/cart` },
    { name: 'checkout', path: `/${reference}/pickup/checkout` },
    { name: 'login', path: `/${reference}/login` },
  ];
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Visible interactive elements smaller than 24×24, except links inside running text (2.5.8's inline exception). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A checkbox or radio is hit through its label too: the label is its target.
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      const target = label && /^(checkbox|radio)$/.test((element as HTMLInputElement).type) ? label : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (
        // Visually hidden until focused (the skip link), or not shown.
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        target.closest('[aria-hidden=true], [inert]')
      )
        continue;
      if (style.display === 'inline' && target.tagName === 'A') {
        const text = (target.parentElement?.textContent ?? '').trim();
        if (text.length > (target.textContent ?? '').trim().length) continue;
      }
      if (box.width < 24 || box.height < 24) {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30) ?? '';
        found.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

test('interactive targets on the guest pages are at least 24×24 CSS px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const pages = await guestPages(page, await loadDemo(request));
  const small: string[] = [];
  for (const { name, path } of pages) {
    await open(page, path);
    small.push(...(await smallTargets(page)).map((target) => `${name}: ${target}`));
  }
  expect(small).toEqual([]);
});

test('with prefers-reduced-motion nothing moves on the guest pages', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pages = await guestPages(page, await loadDemo(request));
  for (const { name, path } of pages) {
    await open(page, path);
    const moving = await page.evaluate(() => {
      const seconds = (value: string) =>
        Math.max(
          ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))),
        );
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        // A loading indicator keeps turning, slowly (its meaning is in the motion).
        if (element.closest('[role=status][aria-busy=true], .animate-spin')) continue;
        const style = getComputedStyle(element);
        const transition = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01;
        const animation = style.animationName !== 'none' && seconds(style.animationDuration) > 0.01;
        if (transition || animation) {
          found.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
        }
      }
      return found;
    });
    expect(moving, name).toEqual([]);
  }
});

test('at 200% text size the menu, item, cart and checkout do not scroll sideways', async ({ page, request }) => {
  test.setTimeout(90_000);
  const pages = (await guestPages(page, await loadDemo(request))).filter((entry) => entry.name !== 'login');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    });
  });
  for (const { name, path } of pages) {
    await open(page, path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), name).toBe('32px');
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1) && !element.closest('[aria-hidden=true]');
        })
        .filter((element) => {
          // Rows that scroll inside their own box (chips, carousels) do not widen the page.
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
            const style = getComputedStyle(up);
            if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) || style.position === 'fixed')
              return false;
          }
          return true;
        })
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 20)}" ` +
            `${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)}`,
        );
      return { scroll: document.documentElement.scrollWidth - width, wide };
    });
    expect(overflow.scroll, `${name}: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
  }
});
