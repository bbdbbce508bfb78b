import type { BusinessHead, BusinessRow, KeyRow } from './business-repository.ts';

/**
 * What the business repository keeps in memory between lookups, by business id, in order of use: parsed
 * settings for the most recently read businesses (kilobytes of objects each; decisions 0094, 0113) and heads for
 * many more (a few hundred bytes each; decision 0119). An entry serves a looked-up row only for the same
 * version and reference: every change of the settings bumps the version in the same statement.
 */
export class KeptBusinesses {
  private readonly parsed = new Map<number, BusinessRow>();
  private readonly heads = new Map<number, BusinessHead>();

  constructor(
    private readonly parsedKept: number,
    private readonly headsKept: number,
  ) {}

  /** The parsed settings kept for this row's version, if any. */
  settings(row: KeyRow): BusinessRow | undefined {
    const kept = this.parsed.get(row.id);
    return kept && sameVersion(kept, row) ? kept : undefined;
  }

  /** Keeps a business just read with its settings, and its head. */
  keepSettings(business: BusinessRow): void {
    keep(this.parsed, business, this.parsedKept);
    this.keepHead(headOf(business));
  }

  /** The head kept for this row's version, if any; it becomes the most recently used. */
  head(row: KeyRow): BusinessHead | undefined {
    const kept = this.heads.get(row.id);
    if (!kept || !sameVersion(kept, row)) return undefined;
    keep(this.heads, kept, this.headsKept);
    return kept;
  }

  /** The head of a business read with its settings: the one kept for its version, else made and kept. */
  headOf(business: BusinessRow): BusinessHead {
    const kept = this.head(business);
    if (kept) return kept;
    const made = headOf(business);
    this.keepHead(made);
    return made;
  }

  private keepHead(head: BusinessHead): void {
    keep(this.heads, head, this.headsKept);
  }
}

function sameVersion(kept: KeyRow, row: KeyRow): boolean {
  return kept.version === row.version && kept.reference_id === row.reference_id;
}

function headOf(business: BusinessRow): BusinessHead {
  const { id, reference_id, version, settings } = business;
  return { id, reference_id, version, locales: settings.locales, state: settings.state };
}

/** Puts an entry last (most recently used), dropping the least recently used one when the map is full. */
function keep<T extends KeyRow>(map: Map<number, T>, entry: T, limit: number): void {
  map.delete(entry.id);
  if (map.size >= limit) map.delete(map.keys().next().value as number);
  map.set(entry.id, entry);
}
