import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('applyAppStyles', () => {
  it('turns the preloaded stylesheet into one that applies, with the same URL and CORS mode', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-app-styles>' +
      '<link rel="preload" as="image" href="/media/cover.webp">';
    const applied = applyAppStyles();
    const sheets = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheets).toHaveLength(1);
    const [sheet] = sheets;
    expect(sheet?.getAttribute('href')).toBe('/assets/index-abc.css');
    expect(sheet?.getAttribute('crossorigin')).toBe('');
    // Not before the stylesheet has loaded: the app would draw unstyled.
    expect(await settled(applied)).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it("comes after the page's inline styles, whose utilities would otherwise beat its responsive ones", async () => {
    document.head.innerHTML =
      '<style>.boot{position:fixed}</style>' +
      '<link rel="preload" as="style" href="/assets/index-abc.css" data-app-styles>' +
      '<style>@layer utilities{.relative{position:relative}}</style>' +
      '<link rel="icon" href="/favicon.svg">';
    void applyAppStyles();
    const order = [...document.head.children].map((element) =>
      element.tagName === 'STYLE' ? 'style' : `${element.getAttribute('rel')}`,
    );
    expect(order).toEqual(['style', 'preload', 'style', 'icon', 'stylesheet']);
  });

  it('lets the app start when the stylesheet fails', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/index-abc.css" data-app-styles>';
    const applied = applyAppStyles();
    const sheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(sheet?.hasAttribute('crossorigin')).toBe(false);
    sheet?.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('resolves at once when the page preloads no stylesheet (the dev server)', async () => {
    expect(await settled(applyAppStyles())).toBe(true);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
