import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createLocation, createMemoryHistory } from './history.ts';

describe('browser history', () => {
  it('gives a first visit in the tab a key of its own, so it never takes a position kept for another page', () => {
    window.history.replaceState(null, '', '/demo');
    const first = createBrowserHistory().location.key;
    expect(first).not.toBe('default');
    window.history.replaceState(null, '', '/other');
    expect(createBrowserHistory().location.key).not.toBe(first);
  });

  it('keeps the key and state of an entry across a reload', () => {
    const history = createBrowserHistory();
    history.push(createLocation('/demo/delivery?x=1#top', '/', { placed: true }));
    const { key } = history.location;
    expect(createBrowserHistory().location).toEqual({
      pathname: '/demo/delivery',
      search: '?x=1',
      hash: '#top',
      state: { placed: true },
      key,
    });
  });
});

describe('memory history', () => {
  it('moves within its entries and tells its listener', () => {
    const history = createMemoryHistory(['/a', '/b']);
    const seen: string[] = [];
    history.listen((location) => seen.push(location.pathname));
    history.push(createLocation('/c', '/'));
    history.go(-2);
    history.go(-5);
    expect(seen).toEqual(['/a']);
    history.replace(createLocation('/z', '/'));
    history.go(1);
    expect(seen).toEqual(['/a', '/b']);
  });
});
