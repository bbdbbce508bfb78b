import type { BannersResponse } from '@okmenu/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bannerDate, bannersQueryOptions, seedBanners } from './get-banners.ts';

describe('the banners the page carried', () => {
  const answer = { error: 0, banners: [] } as unknown as BannersResponse;
  const seeded = (writtenAt?: number) => {
    const client = new QueryClient();
    seedBanners(client, { branchId: 3, date: '2026-11-25', locale: 'en', answer, writtenAt });
    const options = bannersQueryOptions(3, '2026-11-25', 'en');
    const query = client.getQueryCache().find({ queryKey: options.queryKey });
    return { data: query?.state.data, stale: query?.isStaleByTime(options.staleTime as number) };
  };

  it('are fresh when the page was just served, so the type home does not ask for them again (0127)', () => {
    expect(seeded(Date.now())).toEqual({ data: answer, stale: false });
  });

  it('are stale from a page without a time or one kept from long ago', () => {
    expect(seeded()).toEqual({ data: answer, stale: true });
    expect(seeded(Date.now() - 3_600_000)).toEqual({ data: answer, stale: true });
  });

  it('are asked for by the day the API expects', () => {
    expect(bannerDate('2026-11-05')).toBe('05-11-2026');
  });
});
