import { act, cleanup, render, screen } from '@testing-library/react';
import type { ZonedMoment } from '@okmenu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFrames } from '../../shared/ui/held-frames.ts';
import { CategoryGrid } from './category-grid.tsx';
import type { CategoryEntry } from './menu-view.ts';
import { createCategory } from './test-factories.ts';

vi.mock('./category-card.tsx', () => ({
  CategoryCard: ({ category }: { category: { name: string } }) => <span>{category.name}</span>,
}));

const entry = (id: number): CategoryEntry => ({
  category: createCategory(id, { name: `Category ${id}` }),
  available: true,
  opensAt: null,
  items: [],
  children: [],
});
const moment = { date: '2026-11-25', weekday: 2, minutes: 720 } as ZonedMoment;

let frames: ReturnType<typeof holdFrames>;
beforeEach(() => {
  frames = holdFrames();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderGrid = (count: number) =>
  render(
    <CategoryGrid
      entries={Array.from({ length: count }, (_, index) => entry(index + 1))}
      categoryHref={String}
      moment={moment}
    />,
  );

describe('CategoryGrid', () => {
  it('shows twelve cards at once and twelve more after each frame (decision 0125)', () => {
    renderGrid(38);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    // No frame drawn yet: a timer alone does not add cards.
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    frames.draw();
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    frames.draw();
    expect(screen.getAllByRole('listitem')).toHaveLength(36);
    frames.draw();
    expect(screen.getAllByRole('listitem')).toHaveLength(38);
    expect(screen.getByText('Category 38')).toBeTruthy();
    expect(frames.pending).toBe(0);
  });

  it('shows a short grid in one render', () => {
    renderGrid(12);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(frames.pending).toBe(0);
  });
});
