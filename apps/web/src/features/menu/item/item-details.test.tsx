import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../shared/router/index.ts';
import { RouteLiveProvider } from '../../../entities/live/route-live.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { menuPricing } from '../menu-pricing.ts';
import { createItem } from '../test-factories.ts';
import { ItemDetails } from './item-details.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const pricing = menuPricing({
  currency: { code: 'KWD', symbol: 'KD', name: 'KD', decimal_digits: 3 },
  discounts: {},
  routeType: 'delivery',
  locale: 'en',
});

/** The page as first rendered: photo, name, price and description, the options not yet. */
function renderFirst(onAdd = vi.fn(), item = createItem()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RouteLiveProvider>
          <ItemDetails
            item={item}
            pricing={pricing}
            tags={new Map()}
            backHref="/demo/delivery"
            unavailable={null}
            onAdd={onAdd}
          />
        </RouteLiveProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onAdd;
}

/** The page once its options have come, a frame after the rest. */
async function renderItem(onAdd = vi.fn(), item = createItem()) {
  renderFirst(onAdd, item);
  await screen.findByRole('button', { name: /add to cart/i });
  return onAdd;
}

const addButton = () => screen.getByRole('button', { name: /add to cart/i });
const total = () => screen.getByTestId('item-total').textContent;

describe('the item page', () => {
  it('renders its photo, name, price and description first, and its options in a task of their own', async () => {
    renderFirst();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(createItem().name);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    expect(await screen.findByRole('group', { name: /bread.*choose 1/i })).toBeTruthy();
    expect(addButton()).toBeTruthy();
  });

  it('explains each group’s limits', async () => {
    await renderItem();
    expect(screen.getByRole('group', { name: /bread.*choose 1/i })).toBeTruthy();
    expect(screen.getByRole('group', { name: /extras.*up to 3/i })).toBeTruthy();
  });

  it('keeps "Add to cart" disabled with the reason until the choice is complete', async () => {
    const onAdd = await renderItem();
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose an option to continue')).toBeTruthy();
    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: /regular/i }));
    expect(screen.getByText('Choose at least 1 in “Bread”')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /saj/i }));
    expect(addButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('updates the final price as options and quantity change, and hands the selection to onAdd', async () => {
    const onAdd = await renderItem();
    fireEvent.click(screen.getByRole('radio', { name: /large/i }));
    expect(total()).toContain('4.500'); // the large size starts at its minimum of 2
    fireEvent.click(screen.getByRole('radio', { name: /samoon/i }));
    fireEvent.click(screen.getByRole('checkbox', { name: /cheese/i }));
    expect(total()).toContain('5.200'); // (2.250 + 0.100 + 0.250) × 2
    fireEvent.click(screen.getByRole('button', { name: /more: quantity/i }));
    expect(total()).toContain('7.800');
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({
      priceLabelId: 2,
      modifiers: [
        { id: 12, quantity: 1 },
        { id: 21, quantity: 1 },
      ],
      comment: '',
      count: 3,
    });
  });

  it('requires the comment when the item asks for one', async () => {
    await renderItem(
      vi.fn(),
      createItem({ require_comment: true, modifier_groups: [], price_labels: [createItem().price_labels[0]!] }),
    );
    expect(screen.getByText('Write the required note to continue')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Well done' } });
    expect(addButton().getAttribute('aria-disabled')).toBeNull();
  });
});
