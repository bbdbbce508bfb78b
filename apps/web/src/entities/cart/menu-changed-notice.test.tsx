import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { MenuChangedNotice } from './menu-changed-notice.tsx';
import { createRestaurantResponse } from './test-factories.ts';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const data = createRestaurantResponse([]);

describe('the menu-changed notice of the cart and checkout (decision 0110)', () => {
  it('lists each changed line with what changed, and each removed line', () => {
    const dismiss = vi.fn();
    render(
      <MenuChangedNotice
        data={data}
        onRetry={() => undefined}
        refresh={{
          state: 'updated',
          dismiss,
          changes: [
            {
              kind: 'updated',
              lineId: 'a',
              name: 'Lamb chops',
              label: 'Half kilo',
              facts: [
                { fact: 'price', before: 4, after: 4.5 },
                { fact: 'weight', before: 0.5, after: 0.75 },
                { fact: 'soldBy', after: 'weight' },
                { fact: 'count', before: 1, after: 2 },
              ],
            },
            { kind: 'removed', lineId: 'b', name: 'Karak tea', label: '' },
          ],
        }}
      />,
    );
    const notice = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'The menu changed while you were ordering' })).toBeTruthy();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Lamb chops · Half kilo: price was .*4\.000.*, now .*4\.500.*, weight was 0\.5 kg, now 0\.75 kg, now sold by weight, quantity was 1, now 2$/,
      ),
      'Karak tea: no longer available, removed from your cart',
    ]);
    expect(notice.textContent).toContain('Check your order before you place it.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dismiss).toHaveBeenCalled();
  });

  it('offers to read the menu again when it still matched the cart, and shows nothing when idle', () => {
    const retry = vi.fn();
    const { rerender, container } = render(
      <MenuChangedNotice data={data} onRetry={retry} refresh={{ state: 'unchanged', dismiss: () => undefined }} />,
    );
    expect(screen.getByRole('alert').textContent).toContain("couldn't update your cart yet");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
    rerender(
      <MenuChangedNotice data={data} onRetry={retry} refresh={{ state: 'reading', dismiss: () => undefined }} />,
    );
    expect(container.textContent).toContain("Checking the venue's current menu");
    rerender(<MenuChangedNotice data={data} onRetry={retry} refresh={{ state: 'idle', dismiss: () => undefined }} />);
    expect(container.textContent).toBe('');
  });
});
