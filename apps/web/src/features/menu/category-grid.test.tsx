import { act, cleanup, render, screen } from '@testing-library/react';
import type { ZonedMoment } from '@okmenu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Frames held back until the test draws one. */
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  // Timers faked, frames not: the test draws them.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Draws the frame asked for, then runs the task the reveal put after it. */
function drawFrame() {
  act(() => {
    frames.splice(0).forEach((run) => run(performance.now()));
    vi.advanceTimersByTime(0);
  });
}

describe('CategoryGrid', () => {
  it('shows twelve cards at once and twelve more after each frame (decision 0125)', () => {
    render(
      <CategoryGrid
        entries={Array.from({ length: 38 }, (_, index) => entry(index + 1))}
        categoryHref={String}
        moment={moment}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    // No frame drawn yet: a timer alone does not add cards.
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    drawFrame();
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    drawFrame();
    expect(screen.getAllByRole('listitem')).toHaveLength(36);
    drawFrame();
    expect(screen.getAllByRole('listitem')).toHaveLength(38);
    expect(screen.getByText('Category 38')).toBeTruthy();
    expect(frames).toHaveLength(0);
  });

  it('shows a short grid in one render', () => {
    render(
      <CategoryGrid
        entries={Array.from({ length: 12 }, (_, index) => entry(index + 1))}
        categoryHref={String}
        moment={moment}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(frames).toHaveLength(0);
  });
});
