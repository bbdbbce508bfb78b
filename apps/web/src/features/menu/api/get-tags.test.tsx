import type { TagsResponse } from '@okmenu/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tagsQueryOptions, useTags } from './get-tags.ts';

const answer = {
  tags: [
    { key: 'vegan', name: 'Vegan', kind: 'diet' },
    { key: 'nuts', name: 'Nuts', kind: 'allergen' },
  ],
} as unknown as TagsResponse;

describe('useTags', () => {
  it('gives the same map on every render while the answer stays, so memoised item cards do not render again', () => {
    const client = new QueryClient();
    client.setQueryData(tagsQueryOptions(1, 'en').queryKey, answer);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useTags(1, 'en'), { wrapper });
    const first = result.current;
    expect([...first.keys()]).toEqual(['vegan', 'nuts']);
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });
});
