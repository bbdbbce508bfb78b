/** The middle value of some figures (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The median of each figure over several runs of the same measurement: every run has the same keys, and each
 * key's median is taken on its own (so the medians may come from different runs, as Lighthouse's own
 * "median of five" advice does per metric).
 */
export function medianOf<Key extends string>(runs: readonly Readonly<Record<Key, number>>[]): Record<Key, number> {
  const first = runs[0];
  if (!first) throw new Error('no runs to take the median of');
  const result = {} as Record<Key, number>;
  for (const key of Object.keys(first) as Key[]) result[key] = median(runs.map((run) => run[key]));
  return result;
}

/**
 * The run with the median req/s (the upper middle one of an even count): unlike `medianOf`, its figures (req/s,
 * CPU, latency) all stay those of one run.
 */
export function medianRound<T extends { requestsPerSecond: number }>(rounds: readonly T[]): T {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds to take the median of');
  return middle;
}
