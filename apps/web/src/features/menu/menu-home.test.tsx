import type { RestaurantResponse } from '@okmenu/contract';
import { zonedMoment } from '@okmenu/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { holdFrames } from '../../shared/ui/held-frames.ts';
import { menuPaths } from './menu-paths.ts';
import { menuPricing } from './menu-pricing.ts';
import { MenuHome } from './menu-home.tsx';
import { createCategory, createItem } from './test-factories.ts';
import type { MenuContext } from './use-menu.ts';

vi.mock('./banner-carousel.tsx', () => ({ BannerCarousel: () => <p>banners</p> }));
vi.mock('./item-rail.tsx', () => ({
  ItemRail: ({ title, items }: { title: string; items: readonly unknown[] }) => (
    <p data-testid="rail">
      {title}: {items.length}
    </p>
  ),
}));
vi.mock('./category-grid.tsx', () => ({
  CategoryGrid: ({ entries }: { entries: readonly unknown[] }) => <p>grid of {entries.length}</p>,
}));
vi.mock('./api/report-engagement.ts', () => ({ reportVisit: () => undefined }));
vi.mock('./api/get-tags.ts', () => ({ useTags: () => undefined }));

const items = Array.from({ length: 8 }, (_, index) => createItem({ id: 100 + index, category_id: 1, sort: index }));
const answer = (smartCategories: number) =>
  ({
    restaurant: { menu_layout: 'grid' },
    menu: { categories: [createCategory(1, { items }), createCategory(2)] },
    smart_categories: Array.from({ length: smartCategories }, (_, index) => ({
      id: index + 1,
      name: `Picks ${index + 1}`,
      items: items.map((item) => item.id),
      randomize: false,
    })),
    highlightedCat: null,
  }) as unknown as RestaurantResponse;

const context = (data: RestaurantResponse): MenuContext => ({
  data,
  refetch: () => undefined,
  menuError: null,
  pricing: menuPricing({
    currency: { code: 'KWD', decimals: 3 } as never,
    discounts: {},
    routeType: 'pickup',
    locale: 'en',
  }),
  moment: zonedMoment(new Date('2026-11-25T09:00:00Z'), 'Asia/Kuwait'),
  branchId: 1,
  paths: menuPaths('demo', 'pickup'),
});

let frames: ReturnType<typeof holdFrames>;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  frames = holdFrames();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rails = () => screen.queryAllByTestId('rail').map((rail) => rail.textContent);

describe('MenuHome', () => {
  it('renders in slices: nothing, the banners, the first rail’s first tiles, six more a slice, then the categories (0126)', () => {
    const data = answer(2);
    render(<MenuHome data={data} menu={context(data)} type="pickup" />);
    expect(screen.queryByText('banners')).toBeNull();
    frames.draw();
    expect(screen.getByText('banners')).toBeTruthy();
    expect(rails()).toEqual([]);
    frames.draw();
    expect(rails()).toEqual(['Picks 1: 4']);
    frames.draw();
    expect(rails()).toEqual(['Picks 1: 8', 'Picks 2: 2']);
    expect(screen.queryByText(/grid of/)).toBeNull();
    frames.draw();
    expect(rails()).toEqual(['Picks 1: 8', 'Picks 2: 8']);
    expect(screen.queryByText(/grid of/)).toBeNull();
    frames.draw();
    expect(screen.getByText('grid of 2')).toBeTruthy();
    expect(frames.pending).toBe(0);
  });

  it('shows the categories right after the banners when there is no rail', () => {
    const data = answer(0);
    render(<MenuHome data={data} menu={context(data)} type="pickup" />);
    frames.draw();
    expect(screen.getByText('banners')).toBeTruthy();
    frames.draw();
    expect(screen.getByText('grid of 2')).toBeTruthy();
    expect(frames.pending).toBe(0);
  });

  it('stays whole when a later answer brings more smart categories', () => {
    const first = answer(1);
    const { rerender } = render(<MenuHome data={first} menu={context(first)} type="pickup" />);
    for (let frame = 0; frame < 4; frame += 1) frames.draw();
    expect(screen.getByText('grid of 2')).toBeTruthy();
    const more = answer(3);
    rerender(<MenuHome data={more} menu={context(more)} type="pickup" />);
    expect(screen.getByText('grid of 2')).toBeTruthy();
    expect(rails()).toEqual(['Picks 1: 8', 'Picks 2: 8', 'Picks 3: 8']);
  });
});
