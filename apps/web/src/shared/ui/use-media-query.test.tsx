import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, useWideScreen } from './use-media-query.ts';

/** A matchMedia whose answer a test changes, telling its listeners as a browser does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function Wide() {
  return <p>{useWideScreen() ? 'wide' : 'narrow'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers at once and follows a change of the screen', () => {
    const media = fakeMatchMedia(false);
    const view = render(<Wide />);
    expect(screen.getByText('narrow')).toBeTruthy();
    expect(media.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    act(() => media.set(true));
    expect(screen.getByText('wide')).toBeTruthy();
    view.unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('gives the fallback where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    function Both() {
      return (
        <p>
          {String(useMediaQuery('(min-width: 1px)'))} {String(useMediaQuery('(min-width: 1px)', true))}
        </p>
      );
    }
    render(<Both />);
    expect(screen.getByText('false true')).toBeTruthy();
  });
});
