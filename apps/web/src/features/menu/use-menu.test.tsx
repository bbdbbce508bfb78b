import type { RestaurantResponse } from '@okmenu/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import type * as MenuViewModule from './menu-view.ts';
import { createCategory, createItem } from './test-factories.ts';
import { useMenu, useMenuContext, useMenuView } from './use-menu.ts';

const built = vi.hoisted(() => ({ views: 0 }));
vi.mock('./menu-view.ts', async (importOriginal) => {
  const original = await importOriginal<typeof MenuViewModule>();
  return {
    ...original,
    buildMenuView: (options: Parameters<typeof original.buildMenuView>[0]) => {
      built.views += 1;
      return original.buildMenuView(options);
    },
  };
});

const answer = {
  error: 0,
  message: '',
  restaurant: {
    branch_id: 1,
    branches: [{ id: 1, time_zone: 'Asia/Kuwait' }],
    currency: { code: 'KWD', decimals: 3 },
    randomize_categories: false,
  },
  menu: { categories: [createCategory(1, { items: [createItem({ id: 10, category_id: 1 })] })] },
  discounts: {},
} as unknown as RestaurantResponse;

vi.mock('../../entities/business/api/get-restaurant.ts', () => ({
  useRestaurant: () => ({ data: answer, refetch: () => undefined }),
}));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  built.views = 0;
});

describe('useMenu and useMenuContext', () => {
  it('builds the menu view for the pages that list items', () => {
    const { result } = renderHook(() => useMenu('demo', 'pickup'));
    expect(built.views).toBe(1);
    expect(result.current.view?.orderable.has(10)).toBe(true);
  });

  it('leaves the view out for a page of one item, with the same pricing, branch and paths', () => {
    const { result } = renderHook(() => useMenuContext('demo', 'pickup'));
    expect(built.views).toBe(0);
    expect(result.current.branchId).toBe(1);
    expect(result.current.pricing).not.toBeNull();
    expect(result.current.paths.search).toBe('/demo/pickup/search');
    expect('view' in result.current).toBe(false);
  });

  it('builds the view only once it is wanted (the type home’s first slice, decision 0125)', () => {
    const { result, rerender } = renderHook(
      ({ wanted }) => useMenuView(useMenuContext('demo', 'pickup'), 'pickup', wanted),
      {
        initialProps: { wanted: false },
      },
    );
    expect(result.current).toBeNull();
    expect(built.views).toBe(0);
    rerender({ wanted: true });
    expect(built.views).toBe(1);
    expect(result.current?.orderable.has(10)).toBe(true);
  });

  it('keeps the same view when the minute changes and nothing on the menu does', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:10Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { result } = renderHook(() => useMenu('demo', 'pickup'));
      const first = result.current.view;
      const firstMoment = result.current.moment;
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current.moment).not.toBe(firstMoment);
      expect(built.views).toBe(2);
      expect(result.current.view).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
