import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { BoardColumns } from './board-columns.tsx';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('BoardColumns', () => {
  it('says the board is empty through the shared empty state (a status, with its icon)', () => {
    render(
      <BoardColumns
        groups={{ new: [], accepted: [], ready: [], out: [] }}
        now={0}
        selectedId={null}
        opened={new Set()}
        onSelect={() => {}}
      />,
    );
    const empty = screen.getByTestId('board-empty');
    expect(empty?.getAttribute('role')).toBe('status');
    expect(empty.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
