import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageAnswer } from './page-answer-preload.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadPageAnswer', () => {
  it('preloads the answer the page names, as the fetch start-app makes (same URL, CORS mode)', () => {
    document.head.innerHTML = '<meta name="okmenu-answer" content="/api/webapp/v5/restaurant/large?locale=en">';
    preloadPageAnswer();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.as).toBe('fetch');
    expect(link?.getAttribute('crossorigin')).toBe('');
    expect(link?.getAttribute('href')).toBe('/api/webapp/v5/restaurant/large?locale=en');
  });

  it('does nothing when the page carries its answer, or names something that is not an API call', () => {
    preloadPageAnswer();
    document.head.innerHTML = '<meta name="okmenu-answer" content="https://elsewhere.example/x">';
    preloadPageAnswer();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
