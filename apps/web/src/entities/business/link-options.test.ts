import { describe, expect, it } from 'vitest';
import { readLinkOptions, restaurantLinkQuery } from './link-options.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the link options of a tab (wv, theme_id)', () => {
  it('keeps wv=1 and a theme for the session, and passes them to the restaurant call', () => {
    const storage = memoryStorage();
    expect(readLinkOptions('?wv=1&theme_id=ramadan', storage)).toEqual({ webView: true, themeId: 'ramadan' });
    const later = readLinkOptions('?branch=2', storage);
    expect(later).toEqual({ webView: true, themeId: 'ramadan' });
    expect(restaurantLinkQuery(later)).toEqual({ wv: '1', theme_id: 'ramadan' });
  });

  it('ends web-view mode with wv=0 and ignores values the server would refuse', () => {
    const storage = memoryStorage();
    readLinkOptions('?wv=true', storage);
    expect(readLinkOptions('?wv=0&theme_id=Bad%20Theme!', storage)).toEqual({ webView: false, themeId: null });
    expect(readLinkOptions('?wv=yes', storage).webView).toBe(false);
    expect(restaurantLinkQuery({ webView: false, themeId: null })).toEqual({});
  });

  it('survives a broken or missing storage', () => {
    const broken = { getItem: () => '{not json', setItem: () => undefined };
    expect(readLinkOptions('', broken)).toEqual({ webView: false, themeId: null });
    expect(readLinkOptions('?wv=1', undefined)).toEqual({ webView: true, themeId: null });
  });
});
