import { afterEach, describe, expect, it } from 'vitest';
import { preloadAfterPaint } from './after-paint-preloads.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));

describe('preloadAfterPaint', () => {
  it('preloads the script chunks and the answer the page names, as the app will ask for them', () => {
    document.head.innerHTML =
      '<meta name="okmenu-script" content="/assets/app-1.js">' +
      '<meta name="okmenu-script" content="/assets/en-1.js">' +
      '<meta name="okmenu-answer" content="/api/webapp/v5/restaurant/large?locale=en">';
    preloadAfterPaint();
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/assets/app-1.js' },
      { rel: 'modulepreload', as: null, crossorigin: '', href: '/assets/en-1.js' },
      { rel: 'preload', as: 'fetch', crossorigin: '', href: '/api/webapp/v5/restaurant/large?locale=en' },
    ]);
  });

  it('does nothing for a page that names nothing, or names what is not its own script or API call', () => {
    preloadAfterPaint();
    document.head.innerHTML =
      '<meta name="okmenu-script" content="https://elsewhere.example/x.js">' +
      '<meta name="okmenu-answer" content="https://elsewhere.example/x">';
    preloadAfterPaint();
    expect(links()).toEqual([]);
  });
});
