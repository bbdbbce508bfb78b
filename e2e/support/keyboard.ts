import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What has the focus: a short description for failure messages, and whether its focus is visible. */
async function focusState(page: Page) {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { id: 'body', visible: false, styles: '' };
    // A number per element, so two stops with the same text are told apart.
    const page = window as unknown as { focusIds?: WeakMap<Element, number>; focusCount?: number };
    page.focusIds ??= new WeakMap();
    if (!page.focusIds.has(element)) page.focusIds.set(element, (page.focusCount = (page.focusCount ?? 0) + 1));
    // A ring that fades in (`transition`) is measured once it has.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    // An outline of 2px or more, or a ring (a box-shadow spread) of 2px or more in a colour one can see: the
    // 1px ring fields wear unfocused does not count.
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow
      .split(/,(?![^(]*\))/)
      .map((shadow) => shadow.trim())
      .some((shadow) => {
        if (/rgba\([^)]*,\s*0\)/.test(shadow) || shadow === 'none') return false;
        const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        return parseFloat(lengths[3] ?? '0') >= 2;
      });
    const label =
      element.getAttribute('aria-label') ??
      element.getAttribute('href') ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    return {
      id: `${page.focusIds.get(element)}:${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}"`,
      visible: outline || ring,
      styles: `${style.outlineStyle} ${style.outlineWidth} | ${style.boxShadow}`,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking on the way that every stop shows its focus
 * (an outline or a ring) and that the focus moves on each press (no keyboard trap). Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  await expect(target).toBeAttached();
  const visited: string[] = [];
  let previous = '';
  let sameInARow = 0;
  for (let press = 0; press < (options.max ?? 120); press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    visited.push(state.id);
    sameInARow = state.id === previous ? sameInARow + 1 : 0;
    expect(sameInARow, `the focus is stuck on ${state.id}`).toBeLessThan(2);
    previous = state.id;
    if (state.id === 'body') continue;
    expect(state.visible, `no visible focus on ${state.id}: ${state.styles}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the target; the focus went through: ${visited.join(' → ')}`);
}
