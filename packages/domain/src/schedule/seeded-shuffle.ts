/** A seed for a deterministic shuffle: the same seed always gives the same order. */
export type Seed = number | string;

function hashSeed(seed: Seed): number {
  // FNV-1a over the seed's text, so numbers and strings both spread over 32 bits.
  let hash = 0x811c9dc5;
  for (const char of String(seed)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic pseudo-random generator (mulberry32) returning numbers in [0, 1) from a seed. */
export function seededRandom(seed: Seed): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of a list, the same for the same seed (a visit's smart-category items stay put). */
export function shuffleStable<T>(list: readonly T[], seed: Seed): T[] {
  const result = [...list];
  const random = seededRandom(seed);
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const current = result[i] as T;
    result[i] = result[j] as T;
    result[j] = current;
  }
  return result;
}
