import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state.tsx';
import { SearchIcon } from './icons.tsx';

afterEach(cleanup);

describe('EmptyState', () => {
  it('is a polite status for an empty list, an alert for a failure', () => {
    render(
      <>
        <EmptyState>Nothing here</EmptyState>
        <EmptyState alert>Could not load</EmptyState>
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('Nothing here');
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
  });

  it('draws its icon in the primary colour, hidden from screen readers, smaller when compact', () => {
    const { container } = render(
      <>
        <EmptyState icon={SearchIcon}>On a card</EmptyState>
        <EmptyState look="compact" icon={SearchIcon}>
          In a list
        </EmptyState>
      </>,
    );
    const [card, compact] = [...container.querySelectorAll('svg')];
    expect(card?.getAttribute('aria-hidden')).toBe('true');
    expect([...(card?.classList ?? [])]).toEqual(expect.arrayContaining(['size-10', 'text-primary-ink']));
    expect([...(compact?.classList ?? [])]).toEqual(expect.arrayContaining(['size-8', 'text-primary-ink']));
    // The compact state has no card of its own: it stands in a column or a picker's list.
    expect([...(screen.getByText('In a list').closest('[role="status"]')?.classList ?? [])]).not.toEqual(
      expect.arrayContaining(['ring-1']),
    );
    expect([...(screen.getByText('On a card').closest('[role="status"]')?.classList ?? [])]).toEqual(
      expect.arrayContaining(['rounded-2xl', 'ring-1']),
    );
  });

  it('puts a whole screen’s icon on a round badge', () => {
    const { container } = render(
      <EmptyState look="page" icon={SearchIcon} title="Empty" headingLevel={1}>
        Add something
      </EmptyState>,
    );
    expect([...(container.querySelector('svg')?.parentElement?.classList ?? [])]).toEqual(
      expect.arrayContaining(['size-20', 'rounded-full']),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Empty');
  });
});
