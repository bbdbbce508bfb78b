import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteLiveProvider } from '../../../entities/live/route-live.tsx';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { MemoryRouter, useLocation, useNavigate } from '../../../shared/router/index.ts';
import { menuPaths } from '../menu-paths.ts';
import { menuPricing } from '../menu-pricing.ts';
import { createItem } from '../test-factories.ts';
import { SearchPage } from './search-page.tsx';

const rendered = vi.hoisted(() => ({ rows: 0 }));

vi.mock('../item-card.tsx', () => ({
  ItemRow: ({ item }: { item: { id: number } }) => {
    rendered.rows += 1;
    return <span>item {item.id}</span>;
  },
}));

const pricing = menuPricing({
  currency: { code: 'KWD', symbol: 'KD', name: 'KD', decimal_digits: 3 },
  discounts: {},
  routeType: 'pickup',
  locale: 'en',
});
const paths = menuPaths('demo', 'pickup');

vi.mock('../use-menu.ts', () => ({
  useMenu: () => ({ data: undefined, menuError: null, pricing, paths, branchId: 1, refetch: () => undefined }),
}));
const tags = new Map();
vi.mock('../api/get-tags.ts', () => ({ useTags: () => tags }));

/** The server's answer for a term: three items whose names hold it. */
vi.mock('../api/search-items.ts', () => ({
  searchQueryOptions: ({ term }: { term: string }) =>
    queryOptions({
      queryKey: ['search', term] as const,
      queryFn: () =>
        Promise.resolve({
          term,
          items: [1, 2, 3].map((id) => ({ ...createItem({ id, name: `${term} ${id}` }), category_name: 'Grills' })),
        }),
      enabled: term.length > 0,
      placeholderData: keepPreviousData,
    }),
}));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  rendered.rows = 0;
});
afterEach(cleanup);

/** The location's query, shown so a test can read where the page has navigated. */
function Query() {
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="query">{useLocation().search}</output>
      {/* Another search reached by the history (back or forward), not by typing. */}
      <button type="button" onClick={() => void navigate('/demo/pickup/search?q=soup')}>
        elsewhere
      </button>
    </>
  );
}

function renderSearch(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <RouteLiveProvider>
          <SearchPage referenceId="demo" type="pickup" />
          <Query />
        </RouteLiveProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the search page', () => {
  it('does not render the result cards again for a keystroke while the results are those of the settled term', async () => {
    renderSearch('/demo/pickup/search?q=chicken');
    expect(await screen.findByText('item 3')).toBeTruthy();
    const afterResults = rendered.rows;

    // The field and the spinner change at once; the cards stay until the new term has settled and answered.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'chicken s' } });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'chicken s');
    expect(rendered.rows).toBe(afterResults);
  });

  it('keeps the URL at the settled term: a keystroke does not navigate, the term once settled does', async () => {
    renderSearch('/demo/pickup/search');
    const query = () => screen.getByLabelText('query').textContent;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tea' } });
    expect(query()).toBe('');
    expect(await screen.findByText('item 3')).toBeTruthy();
    expect(query()).toBe('?q=tea');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await vi.waitFor(() => expect(query()).toBe(''));
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });

  it('follows the URL when it moves by itself to another search', async () => {
    renderSearch('/demo/pickup/search?q=tea');
    expect(await screen.findByText('item 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await vi.waitFor(() => expect(screen.getByRole('searchbox')).toHaveProperty('value', 'soup'));
    expect(screen.getByLabelText('query').textContent).toBe('?q=soup');
  });
});
