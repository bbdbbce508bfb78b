import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../shared/router/index.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { cartItemOf, emptyCart } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';
import { createLabel, createRestaurantResponse, createSimpleItem } from './test-factories.ts';
import { useMenuRefresh } from './use-menu-refresh.ts';

const lamb = createSimpleItem({ id: 300, name: 'Lamb chops', price_labels: [createLabel({ id: 3000, weight: 0.5 })] });
const heavier = { ...lamb, price_labels: [createLabel({ id: 3000, weight: 0.75 })] };
const stale = new Map([[0, 'cart.problems.menuChanged']]);

let client: QueryClient;
let fetchMock: ReturnType<typeof vi.fn>;
/** Each read of the menu answers this business (the server's current menu). */
function serverMenu(items: (typeof lamb)[]) {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(createRestaurantResponse(items)), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const line = cartItemOf(lamb, { priceLabelId: 3000, modifiers: [], comment: '', count: 1 })!;
  useCartStore.setState({ ...emptyCart(), referenceId: 'demo', branchId: 1, orderType: 'pickup', items: [line] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRefresh(problems: { current: ReadonlyMap<number, string>[] }) {
  return renderHook(
    () => useMenuRefresh({ referenceId: 'demo', items: useCartStore.getState().items, problems: problems.current }),
    { wrapper },
  );
}

describe('useMenuRefresh (decision 0110)', () => {
  it('does nothing until a refusal says the menu changed', async () => {
    serverMenu([heavier]);
    const { result } = renderRefresh({ current: [new Map([[0, 'cart.problems.soldOut']])] });
    // Only the page's own read of the menu; the cart is left as it is.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current.state).toBe('idle');
    expect(useCartStore.getState().items[0]?.price_label.weight).toBe(0.5);
  });

  it("reads the menu once per refusal and brings the cart up to date with the server's data", async () => {
    serverMenu([heavier]);
    const problems = { current: [stale] };
    const { result, rerender } = renderRefresh(problems);
    await waitFor(() => expect(result.current.state).toBe('updated'));
    expect(useCartStore.getState().items[0]?.price_label.weight).toBe(0.75);
    expect(result.current).toMatchObject({ changes: [{ kind: 'updated', name: 'Lamb chops' }] });
    // The same refusal again (the server's answer not caught up) is not read again: no loop.
    const reads = fetchMock.mock.calls.length;
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(reads);
    act(() => result.current.dismiss());
    expect(result.current.state).toBe('idle');
  });

  it('says so when the menu read again still matches the cart, and reads again on retry', async () => {
    serverMenu([lamb]);
    const { result } = renderRefresh({ current: [stale] });
    await waitFor(() => expect(result.current.state).toBe('unchanged'));
    expect(useCartStore.getState().items[0]?.price_label.weight).toBe(0.5);
    serverMenu([heavier]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('updated'));
    expect(useCartStore.getState().items[0]?.price_label.weight).toBe(0.75);
  });
});
