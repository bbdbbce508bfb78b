import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ZonedMoment } from '@okmenu/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import type { MenuPricing } from './menu-pricing.ts';
import type { CategoryEntry } from './menu-view.ts';
import { OnePageMenu } from './one-page-menu.tsx';
import { itemsPerReveal } from './when-near.tsx';
import { createCategory, createItem } from './test-factories.ts';

const rendered = vi.hoisted(() => ({ rows: 0 }));

/** Every observer made, so a test can bring what they observe into view. */
const observers: Observer[] = [];
class Observer {
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve(element: Element) {
    this.elements.splice(this.elements.indexOf(element), 1);
  }
  disconnect() {
    observers.splice(observers.indexOf(this), 1);
  }
  /** Reports every observed element as intersecting. */
  enter() {
    const records = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(records, this as unknown as IntersectionObserver);
  }
}
vi.mock('./item-card.tsx', () => ({
  ItemRow: ({ item }: { item: { id: number } }) => {
    rendered.rows += 1;
    return <span>item {item.id}</span>;
  },
}));

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal('IntersectionObserver', Observer);
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => {
  rendered.rows = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const entry = (id: number): CategoryEntry => ({
  category: createCategory(id, { name: `Category ${id}` }),
  available: true,
  opensAt: null,
  items: Array.from({ length: 25 }, (_, index) => createItem({ id: id * 100 + index, category_id: id })),
  children: [],
});

/** The one-page menu of these categories, with no pricing, tags or clock (the rows are mocked). */
function renderMenu(entries: CategoryEntry[]) {
  const paths = { home: '/x/pickup', search: '/x/pickup/search', category: () => '', item: () => '' };
  render(
    <OnePageMenu
      entries={entries}
      paths={paths}
      pricing={{} as MenuPricing}
      tags={new Map()}
      moment={{} as ZonedMoment}
    />,
  );
}

describe('OnePageMenu', () => {
  it('does not render the items again when only the current tab changes', () => {
    renderMenu([entry(1), entry(2)]);
    expect(rendered.rows).toBe(50);
    fireEvent.click(screen.getByRole('link', { name: 'Category 2' }));
    expect(screen.getByRole('link', { name: 'Category 2' }).getAttribute('aria-current')).toBe('true');
    expect(rendered.rows).toBe(50);
  });

  it('renders the items of a far section a few at a time, one group per frame, once they come near', async () => {
    vi.useFakeTimers();
    renderMenu([entry(1), entry(2), entry(3)]);
    // The first two sections at once; the third (25 items) waits as placeholders.
    expect(rendered.rows).toBe(50);
    expect(screen.queryByText('item 300')).toBeNull();
    act(() => {
      for (const observer of [...observers]) observer.enter();
    });
    expect(rendered.rows).toBe(50);
    // The frame, then the task after it.
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(rendered.rows).toBe(50);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(rendered.rows).toBe(50 + itemsPerReveal);
    expect(screen.getByText(`item ${300 + itemsPerReveal - 1}`)).toBeTruthy();
    expect(screen.queryByText(`item ${300 + itemsPerReveal}`)).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(rendered.rows).toBe(75);
    expect(screen.getByText('item 324')).toBeTruthy();
  });

  it('aligns a chosen section again once the smooth scroll ends (the sections passed grew on the way)', () => {
    vi.useFakeTimers();
    const scrolls: { id: string; behavior: ScrollBehavior | undefined }[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolls.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
    });
    renderMenu([entry(1), entry(2), entry(3)]);
    fireEvent.click(screen.getByRole('link', { name: 'Category 3' }));
    expect(scrolls).toEqual([{ id: 'menu-section-3', behavior: 'smooth' }]);
    act(() => {
      window.dispatchEvent(new Event('scrollend'));
    });
    expect(scrolls).toEqual([
      { id: 'menu-section-3', behavior: 'smooth' },
      { id: 'menu-section-3', behavior: 'auto' },
    ]);
    // Once only: a later scroll of the guest's is left alone.
    act(() => {
      window.dispatchEvent(new Event('scrollend'));
      vi.advanceTimersByTime(2000);
    });
    expect(scrolls).toHaveLength(2);
    scrollIntoView.mockRestore();
  });
  it('jumps to a section more than two screens away at once instead of gliding past every section between', () => {
    const scrolls: (ScrollBehavior | undefined)[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolls.push(typeof options === 'object' ? options.behavior : undefined);
    });
    const tops: Record<string, number> = {
      'menu-section-2': 1.5 * window.innerHeight,
      'menu-section-3': -2.5 * window.innerHeight,
    };
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? 0, left: 0, width: 0, height: 0 } as DOMRect;
    });
    renderMenu([entry(1), entry(2), entry(3)]);
    fireEvent.click(screen.getByRole('link', { name: 'Category 2' }));
    fireEvent.click(screen.getByRole('link', { name: 'Category 3' }));
    expect(scrolls).toEqual(['smooth', 'auto']);
    rect.mockRestore();
    scrollIntoView.mockRestore();
  });
  it('holds the chosen section at the top while the page around it changes size, until the guest scrolls', () => {
    vi.useFakeTimers();
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {
          resized.length = 0;
        }
      },
    );
    let top = 0;
    const scrolls: (ScrollBehavior | undefined)[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolls.push(typeof options === 'object' ? options.behavior : undefined);
      top = 0;
    });
    const rect = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, left: 0, width: 0, height: 0 }) as DOMRect);
    renderMenu([entry(1), entry(2)]);
    fireEvent.click(screen.getByRole('link', { name: 'Category 2' }));
    act(() => {
      window.dispatchEvent(new Event('scrollend'));
    });
    expect(scrolls).toHaveLength(2);
    // A section above renders its items: the chosen one moves down a card row, and is put back.
    top = 132;
    act(() => resized.forEach((callback) => callback()));
    expect(scrolls).toHaveLength(3);
    // The guest scrolls: the page is theirs again.
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    top = 300;
    act(() => resized.forEach((callback) => callback()));
    expect(scrolls).toHaveLength(3);
    rect.mockRestore();
    scrollIntoView.mockRestore();
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', Observer);
  });
});
