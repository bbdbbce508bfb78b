import { foldText } from './fold-text.ts';

/** A searchable entry: its texts in every language of the business. */
export interface SearchEntry<T> {
  value: T;
  names: string[];
  descriptions: string[];
}

/** How well an entry matches: higher is better, 0 is no match. */
export function matchScore(entry: { names: string[]; descriptions: string[] }, foldedQuery: string): number {
  if (foldedQuery === '') return 0;
  const terms = foldedQuery.split(' ');
  let best = 0;
  for (const name of entry.names) {
    const folded = foldText(name);
    if (folded === foldedQuery) best = Math.max(best, 100);
    else if (folded.startsWith(foldedQuery)) best = Math.max(best, 80);
    else if (folded.split(' ').some((word) => word.startsWith(foldedQuery))) best = Math.max(best, 60);
    else if (folded.includes(foldedQuery)) best = Math.max(best, 40);
    else if (terms.every((term) => folded.includes(term))) best = Math.max(best, 30);
  }
  if (best > 0) return best;
  for (const description of entry.descriptions) {
    const folded = foldText(description);
    if (folded.includes(foldedQuery)) best = Math.max(best, 20);
    else if (terms.every((term) => folded.includes(term))) best = Math.max(best, 10);
  }
  return best;
}

/** Entries matching the query, best first; ties keep their given (menu) order. */
export function rankMatches<T>(entries: readonly SearchEntry<T>[], query: string, limit = 50): T[] {
  const folded = foldText(query);
  return entries
    .map((entry, index) => ({ entry, index, score: matchScore(entry, folded) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.entry.value);
}
