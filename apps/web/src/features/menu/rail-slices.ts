/** How the type home adds its rails' tiles, slice by slice (menu-home.tsx, decisions 0125 and 0126). */

/** Tiles of a rail in the first render: more than a phone shows across. */
const firstTiles = 4;
/** Tiles added in each later slice, across the rails in order (decision 0126). */
const tilesPerSlice = 6;
/** Tiles of the highlighted category's rail. */
export const highlightedTiles = 12;

/** The slices the rails take: the first one's first tiles, then `tilesPerSlice` more per slice (none for none). */
export function railSlices(tiles: number): number {
  if (tiles <= 0) return 0;
  return tiles <= firstTiles ? 1 : 1 + Math.ceil((tiles - firstTiles) / tilesPerSlice);
}

/** The tiles the rails show in a slice of them (1 for the first). */
export function railTilesAt(slice: number): number {
  return slice < 1 ? 0 : firstTiles + (slice - 1) * tilesPerSlice;
}

/**
 * The rails as a slice shows them: the first `budget` tiles across the rails in order. A rail shown whole keeps
 * its own list, so its memoised rail does not render again with the next slice.
 */
export function railsWithin<Rail extends { items: readonly unknown[] }>(
  rails: readonly Rail[],
  budget: number,
): Rail[] {
  const shown: Rail[] = [];
  let left = budget;
  for (const rail of rails) {
    if (left <= 0) break;
    shown.push(rail.items.length <= left ? rail : { ...rail, items: rail.items.slice(0, left) });
    left -= rail.items.length;
  }
  return shown;
}
