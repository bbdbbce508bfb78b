/** One line of an order as far as the per-item maximum cares: the item, its price label and how many. */
export interface CountedLine {
  itemId: number;
  priceLabelId: number | null | undefined;
  count: number;
}

/**
 * The lines that take an item's price label over its maximum for the whole order (issue 12: the business
 * caps a dish per order with the label's `maximum`): several lines of the same dish with other options add
 * up. The lines from the first one that crosses the maximum are listed, with the maximum.
 */
export function linesOverMaximum(
  lines: readonly CountedLine[],
  maximumOf: (itemId: number, priceLabelId: number | null | undefined) => number | undefined,
): { index: number; limit: number }[] {
  const totals = new Map<string, number>();
  const over: { index: number; limit: number }[] = [];
  lines.forEach((line, index) => {
    const limit = maximumOf(line.itemId, line.priceLabelId);
    if (limit === undefined) return;
    const key = `${line.itemId}:${line.priceLabelId ?? ''}`;
    const total = (totals.get(key) ?? 0) + line.count;
    totals.set(key, total);
    // A single line above the maximum is the selection's own problem (too_many); only sums are told here.
    if (total > limit && line.count <= limit) over.push({ index, limit });
  });
  return over;
}
