import type { AddressResultWire } from '@okmenu/contract';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { searchAddress } from '../../../entities/geocoder/get-address.ts';
import { geocoderSessionId } from '../../../entities/geocoder/geocoder-session.ts';

export type SearchProblem = 'unavailable' | 'failed' | 'empty';

/** Why a search found nothing to show: the geocoder is down (502, or no network), it failed, or no place. */
function problemOf(error: unknown, results: readonly AddressResultWire[] | undefined): SearchProblem | null {
  if (error) return isApiError(error) && (error.status === 502 || error.status === 0) ? 'unavailable' : 'failed';
  return results && results.length === 0 ? 'empty' : null;
}

/**
 * The map's address search, asked when the guest submits (a mutation: each submit asks again, and the
 * results go away once one is chosen). Its state was six `useState`s of the map page.
 */
export function useAddressSearch(branchId: number) {
  const mutation = useMutation({
    mutationFn: (address: string) => searchAddress({ address, sessionId: geocoderSessionId(), branchId }),
  });
  const results = mutation.data?.results;
  return {
    search: (term: string) => {
      if (term.trim().length >= 2) mutation.mutate(term.trim());
    },
    results: results ?? [],
    searching: mutation.isPending,
    problem: problemOf(mutation.error, results),
    /** Hides the results (a result was chosen). */
    clear: mutation.reset,
  };
}
