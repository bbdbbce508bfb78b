import { useQuery } from '@tanstack/react-query';
import type { SearchResponse, TagWire } from '@okmenu/contract';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { trackEvent } from '../../../entities/tracking/events.ts';
import { useSearchParams } from '../../../shared/router/index.ts';
import type { RouteType } from '../../../entities/business/selling-types.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseIcon, SearchIcon } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { searchQueryOptions } from '../api/search-items.ts';
import { useTags } from '../api/get-tags.ts';
import { ItemRow } from '../item-card.tsx';
import { MenuError } from '../menu-status.tsx';
import { ItemRowsSkeleton } from '../skeletons.tsx';
import { estimatedHeight, itemGroups, WhenNear } from '../when-near.tsx';
import { useMenu } from '../use-menu.ts';
import type { MenuPaths } from '../menu-paths.ts';
import type { MenuPricing } from '../menu-pricing.ts';
import { Highlighted } from './highlighted.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { BackLink } from '../../../shared/ui/page-header.tsx';

const debounceMs = 200;

/** /:referenceId/:type/search — results as you type, from the server's folded, ranked search. */
export function SearchPage({ referenceId, type }: { referenceId: string; type: RouteType }) {
  const { t, i18n } = useTranslation();
  const menu = useMenu(referenceId, type);
  const { pricing, paths, branchId, data } = menu;
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('q') ?? '';
  // The field's text lives here and the URL's `q` follows the settled term: writing the URL on every keystroke
  // rendered the whole route for each letter (keydowns of 80-90 ms at 4x CPU on the 1,000-item menu,
  // decision 0133).
  const [text, setText] = useState(urlTerm);
  const term = useDebouncedValue(text.trim(), debounceMs);
  const written = useRef(urlTerm);
  useEffect(() => {
    if (term === written.current) return;
    written.current = term;
    setParams(term ? { q: term } : {}, { replace: true, preventScrollReset: true });
  }, [term, setParams]);
  // The URL moved by itself (back or forward to another search): the field follows it.
  useEffect(() => {
    if (urlTerm === written.current) return;
    written.current = urlTerm;
    setText(urlTerm);
  }, [urlTerm]);
  const inputId = useId();
  const tags = useTags(branchId, i18n.language);
  const search = useQuery(searchQueryOptions({ term, branchId, type, locale: i18n.language }));
  // The pixels' search (issue 18): the settled term, not every keystroke.
  useEffect(() => {
    if (term.length >= 2) trackEvent(referenceId, { name: 'search', query: term });
  }, [referenceId, term]);
  useDocumentTitle([t('search.title'), data?.restaurant.business_name].filter(Boolean).join(' · '));

  const results = term && search.data ? search.data.items : undefined;
  const shownTerm = search.data?.term ?? term;
  const typing = text.trim() !== term || search.isFetching;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-3 pb-8 md:px-6 md:pt-8">
      <div className="sticky top-0 z-20 -mx-4 flex items-center gap-2 bg-surface/95 px-4 py-2 backdrop-blur md:top-16 md:-mx-6 md:px-6">
        <BackLink
          to={paths.home}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink transition hover:bg-ink/5 dark:hover:bg-white/10"
        />
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the search screen is opened to type in it
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="block min-h-12 w-full rounded-full bg-raised ps-12 pe-12 text-[16px] text-ink shadow-sm ring-1 ring-line placeholder:text-ink-muted focus:ring-2 focus:ring-primary focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <span className="absolute end-2 top-1/2 -translate-y-1/2">
            {typing && term ? (
              <span className="grid size-9 place-items-center">
                <Spinner className="size-5 border-2" />
              </span>
            ) : text ? (
              <button
                type="button"
                onClick={() => setText('')}
                aria-label={t('search.clear')}
                className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink dark:hover:bg-white/10"
              >
                <CloseIcon className="size-4" />
              </button>
            ) : null}
          </span>
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {results ? t('search.resultCount', { count: results.length }) : ''}
      </p>

      <div className="mt-4">
        {menu.menuError === 'message' ? (
          <MenuError message={data?.message} />
        ) : !term ? (
          <div className="px-4 py-16 text-center">
            <SearchIcon className="mx-auto size-12 text-ink-muted/50" />
            <p className="mt-3 text-ink-muted">{t('search.hint')}</p>
          </div>
        ) : search.isError && !results ? (
          <MenuError message={t('search.failed')} onRetry={() => void search.refetch()} />
        ) : !results || !pricing ? (
          <ItemRowsSkeleton rows={3} />
        ) : results.length === 0 ? (
          <div className="px-4 py-16 text-center">
            <p className="text-lg font-semibold text-ink">{t('search.emptyTitle', { term: shownTerm })}</p>
            <p className="mt-1 text-ink-muted">{t('search.emptyBody')}</p>
          </div>
        ) : (
          <ul className={`grid gap-3 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${typing ? 'opacity-70' : ''}`}>
            <ResultRows results={results} term={shownTerm} pricing={pricing} paths={paths} tags={tags} />
          </ul>
        )}
      </div>
    </div>
  );
}

interface ResultRowsProps {
  results: SearchResponse['items'];
  term: string;
  pricing: MenuPricing;
  paths: MenuPaths;
  tags: ReadonlyMap<string, TagWire>;
}

/**
 * The result cards, memoised: each keystroke renders the page (the field, the URL's `q`, the spinner) while the
 * results stay those of the settled term, and every card shown rendered again with new highlight elements (a
 * keydown of 120 ms at 4x CPU on the 1,000-item menu, decision 0133). The first screen of results comes at once,
 * the rest a group per task as they come near (decision 0112).
 */
const ResultRows = memo(function ResultRows({ results, term, pricing, paths, tags }: ResultRowsProps) {
  return (
    <>
      {itemGroups(results).map((group, at) => (
        <WhenNear key={`${term}:${group[0]!.id}`} eager={at === 0} height={estimatedHeight(group.length)}>
          {group.map((item, index) => (
            <li key={item.id}>
              <ItemRow
                item={item}
                to={paths.item(item)}
                pricing={pricing}
                tags={tags}
                eager={at === 0 && index < 4}
                kicker={item.category_name}
                name={<Highlighted text={item.name} query={term} />}
                description={item.description ? <Highlighted text={item.description} query={term} /> : undefined}
              />
            </li>
          ))}
        </WhenNear>
      ))}
    </>
  );
});
