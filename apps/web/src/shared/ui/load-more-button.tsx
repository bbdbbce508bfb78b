import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** What a paged list query (TanStack's infinite query) offers the button. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Show more" under a paged list: shown while the list has another page, with a spinner while it loads. */
export function LoadMoreButton({ list, children }: { list: PagedList; children: ReactNode }) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
      className="mx-auto mt-4 flex min-h-11 items-center gap-2 rounded-full px-5 font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
    >
      {list.isFetchingNextPage ? <Spinner className="size-4 border-2" /> : null}
      {children}
    </button>
  );
}
