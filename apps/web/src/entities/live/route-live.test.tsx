import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../shared/router/index.ts';
import { RouteLiveProvider, useRouteLive } from './route-live.tsx';
import type { RouteLive } from './use-route-live.ts';

afterEach(cleanup);

describe('RouteLiveProvider', () => {
  it('gives every component under it the same value, read once', () => {
    const seen: RouteLive[] = [];
    function Card() {
      seen.push(useRouteLive());
      return null;
    }
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RouteLiveProvider>
            <Card />
            <Card />
            <Card />
          </RouteLiveProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    // One provider, not one per card: the cards add no query observers of their own.
    const observers = client
      .getQueryCache()
      .getAll()
      .reduce((sum, query) => sum + query.getObserversCount(), 0);
    expect(observers).toBeLessThanOrEqual(2);
  });

  it('says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Card() {
      useRouteLive();
      return null;
    }
    expect(() => render(<Card />)).toThrow('RouteLiveProvider');
    vi.restoreAllMocks();
  });
});
