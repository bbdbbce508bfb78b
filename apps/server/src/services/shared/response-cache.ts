import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/**
 * Answers up to this size (raw JSON) keep their plain bytes beside the compressed ones. A larger answer keeps
 * only its gzip and brotli forms (about 15% of the plain bytes), and its plain bytes are inflated for the rare
 * client that accepts neither: a hundred 1,000-item answers held about 100 MB of plain JSON that almost no
 * request used (decision 0112).
 */
export const keptIdentityLimit = 128 * 1024;

/**
 * The plain forms of large answers inflated lately, least recently used dropped first beyond this many bytes:
 * a client that accepts no compression and asks again (a load test, a script) is answered without inflating
 * a megabyte each time, and memory stays bounded.
 */
const inflatedBytes = 8 * 1024 * 1024;
const inflated = new Map<Buffer, Buffer>();
let inflatedTotal = 0;

function inflate(gzip: Buffer): Buffer {
  const kept = inflated.get(gzip);
  if (kept) {
    inflated.delete(gzip);
    inflated.set(gzip, kept);
    return kept;
  }
  const plain = gunzipSync(gzip);
  inflated.set(gzip, plain);
  inflatedTotal += plain.length;
  for (const [key, value] of inflated) {
    if (inflatedTotal <= inflatedBytes || inflated.size <= 1) break;
    inflated.delete(key);
    inflatedTotal -= value.length;
  }
  return plain;
}

/** A JSON answer prepared once: its bytes in each encoding and its ETag. */
export interface PreparedBody {
  etag: string;
  /** The plain JSON's length in bytes. */
  length: number;
  gzip: Buffer;
  br: Buffer;
  /** The plain JSON: kept for a small answer, inflated from the gzip form for a large one. */
  identity(): Buffer;
}

/** Serialises and compresses a value once, so every later request is a buffer write. */
export function prepareBody(value: unknown): PreparedBody {
  const plain = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(plain).digest('base64url')}"`;
  const gzip = gzipSync(plain, { level: 6 });
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const kept = plain.length <= keptIdentityLimit ? plain : undefined;
  return { etag, length: plain.length, gzip, br, identity: kept ? () => kept : () => inflate(gzip) };
}

interface Entry {
  businessId: number;
  version: number;
  checkedAt: number;
  body: PreparedBody;
}

export interface ResponseCacheOptions {
  /** Reads the business's current version; undefined when it is gone. */
  currentVersion(businessId: number): Promise<number | undefined>;
  /** How long an entry is trusted before its version is checked again (another process may have imported). */
  revalidateMs: number;
  clock(): number;
  maxEntries: number;
  /**
   * The most bytes kept (every answer's compressed forms, and the plain one of a small answer): without this
   * bound the answers of many businesses grow without end (decisions 0108, 0112). Least recently used
   * answers go first.
   */
  maxBytes?: number;
}

const sizeOf = (body: PreparedBody) =>
  (body.length <= keptIdentityLimit ? body.length : 0) + body.gzip.length + body.br.length;

/**
 * Prepared answers per business and key (language, branch). Dropped at once on an import in this
 * process, and within `revalidateMs` when another process changed the business.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  /** Returns the cached answer, building it when missing or stale. */
  async get(request: {
    businessId: number;
    key: string;
    build: () => Promise<{ version: number; value: unknown }>;
  }): Promise<PreparedBody> {
    const { businessId, key, build } = request;
    const cacheKey = `${businessId}:${key}`;
    const entry = this.entries.get(cacheKey);
    const now = this.options.clock();
    if (entry) {
      if (now - entry.checkedAt < this.options.revalidateMs) return this.touch(cacheKey, entry).body;
      const version = await this.options.currentVersion(businessId);
      if (version === entry.version) {
        entry.checkedAt = now;
        return this.touch(cacheKey, entry).body;
      }
    }
    const built = await build();
    const body = prepareBody(built.value);
    this.remove(cacheKey);
    this.entries.set(cacheKey, { businessId, version: built.version, checkedAt: now, body });
    this.bytes += sizeOf(body);
    this.bound();
    return body;
  }

  /** Bytes held now (see `maxBytes`). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Drops every answer of a business. */
  invalidate(businessId: number): void {
    for (const [key, entry] of this.entries) if (entry.businessId === businessId) this.remove(key);
  }

  /** Moves an entry to the young end (the map's order is the order of use). */
  private touch(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry.body);
  }

  /** Drops the least recently used answers beyond the bounds; the newest always stays. */
  private bound(): void {
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= 1) break;
      if (this.entries.size <= this.options.maxEntries && this.bytes <= maxBytes) break;
      this.remove(key);
    }
  }
}
