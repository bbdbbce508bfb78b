import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ZonedMoment } from '@okmenu/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import type { MenuPricing } from './menu-pricing.ts';
import type { CategoryEntry } from './menu-view.ts';
import { OnePageMenu } from './one-page-menu.tsx';
import { createCategory, createItem } from './test-factories.ts';

const rendered = vi.hoisted(() => ({ rows: 0 }));
vi.mock('./item-card.tsx', () => ({
  ItemRow: ({ item }: { item: { id: number } }) => {
    rendered.rows += 1;
    return <span>item {item.id}</span>;
  },
}));

beforeAll(async () => {
  await initI18n('en');
  class Observer {
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

const entry = (id: number): CategoryEntry => ({
  category: createCategory(id, { name: `Category ${id}` }),
  available: true,
  opensAt: null,
  items: Array.from({ length: 25 }, (_, index) => createItem({ id: id * 100 + index, category_id: id })),
  children: [],
});

describe('OnePageMenu', () => {
  it('does not render the items again when only the current tab changes', () => {
    const paths = { home: '/x/pickup', search: '/x/pickup/search', category: () => '', item: () => '' };
    render(
      <OnePageMenu
        entries={[entry(1), entry(2)]}
        paths={paths}
        pricing={{} as MenuPricing}
        tags={new Map()}
        moment={{} as ZonedMoment}
      />,
    );
    expect(rendered.rows).toBe(50);
    fireEvent.click(screen.getByRole('link', { name: 'Category 2' }));
    expect(screen.getByRole('link', { name: 'Category 2' }).getAttribute('aria-current')).toBe('true');
    expect(rendered.rows).toBe(50);
  });
});
