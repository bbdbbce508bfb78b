import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/**
 * Answers up to this size (raw JSON) keep their plain bytes. A larger answer keeps only its compressed forms
 * (about 6-15% of the plain bytes), and its plain bytes are inflated for the rare client that accepts no
 * compression (decision 0112). It was 128 KB; a 100-item menu (102 KB) then held its plain JSON, and 64 MB
 * of answers held about 550 businesses instead of 10,000 (decision 0115).
 */
export const keptIdentityLimit = 16 * 1024;

/**
 * The plain forms of large answers inflated lately, least recently used dropped first beyond this many bytes:
 * a client that accepts no compression and asks again (a load test, a script, a page composed with the
 * answer) is answered without inflating it each time, and memory stays bounded.
 */
const inflatedBytes = 8 * 1024 * 1024;
const inflated = new Map<PreparedBody, Buffer>();
let inflatedTotal = 0;

function inflate(body: PreparedBody, compressed: { br?: Buffer; gzip?: Buffer }): Buffer {
  const kept = inflated.get(body);
  if (kept) {
    inflated.delete(body);
    inflated.set(body, kept);
    return kept;
  }
  const plain = compressed.br ? brotliDecompressSync(compressed.br) : gunzipSync(compressed.gzip as Buffer);
  inflated.set(body, plain);
  inflatedTotal += plain.length;
  for (const [key, value] of inflated) {
    if (inflatedTotal <= inflatedBytes || inflated.size <= 1) break;
    inflated.delete(key);
    inflatedTotal -= value.length;
  }
  return plain;
}

/**
 * A JSON answer prepared once: its ETag, and its bytes in each encoding, each made the first time a client
 * asks for it and then kept. Browsers all accept brotli, so most answers never make their gzip form: a miss
 * costs one compression instead of two, and the cache holds about half the bytes (decision 0115).
 */
export interface PreparedBody {
  etag: string;
  /** The plain JSON's length in bytes. */
  length: number;
  /** The bytes held now (the forms made so far). */
  readonly bytes: number;
  gzip(): Buffer;
  br(): Buffer;
  /** The plain JSON: kept for a small answer, inflated from a compressed form for a large one. */
  identity(): Buffer;
}

/**
 * The bytes in a buffer of their own size. zlib's sync calls return a slice of their 16 KB output chunk when
 * the result fits in one: a 6 KB answer kept that way held 16 KB, and ten thousand cached menus 160 MB instead
 * of 61 (decision 0115).
 */
const exact = (bytes: Buffer): Buffer => (bytes.buffer.byteLength > bytes.length ? Buffer.from(bytes) : bytes);

const brotli = (plain: Buffer) => exact(brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));

class PreparedAnswer implements PreparedBody {
  readonly etag: string;
  readonly length: number;
  private readonly plain: Buffer | undefined;
  private brForm: Buffer | undefined;
  private gzipForm: Buffer | undefined;

  constructor(
    value: unknown,
    private readonly onGrow: (bytes: number) => void,
  ) {
    const plain = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(plain).digest('base64url')}"`;
    this.length = plain.length;
    // A large answer is held compressed from the start, in the form browsers take.
    if (plain.length <= keptIdentityLimit) this.plain = plain;
    else this.brForm = brotli(plain);
  }

  get bytes(): number {
    return (this.plain?.length ?? 0) + (this.brForm?.length ?? 0) + (this.gzipForm?.length ?? 0);
  }

  br(): Buffer {
    if (!this.brForm) {
      this.brForm = brotli(this.identity());
      this.onGrow(this.brForm.length);
    }
    return this.brForm;
  }

  gzip(): Buffer {
    if (!this.gzipForm) {
      this.gzipForm = exact(gzipSync(this.identity(), { level: 6 }));
      this.onGrow(this.gzipForm.length);
    }
    return this.gzipForm;
  }

  identity(): Buffer {
    return this.plain ?? inflate(this, { br: this.brForm, gzip: this.gzipForm });
  }
}

/** Serialises a value once; each encoding is made when first asked for. `onGrow` hears of each form made. */
export function prepareBody(value: unknown, onGrow: (bytes: number) => void = () => {}): PreparedBody {
  return new PreparedAnswer(value, onGrow);
}

interface Entry {
  businessId: number;
  version: number;
  checkedAt: number;
  body: PreparedBody;
  /** The body's bytes as counted in the cache's total. */
  bytes: number;
}

export interface ResponseCacheOptions {
  /** Reads the business's current version; undefined when it is gone. */
  currentVersion(businessId: number): Promise<number | undefined>;
  /** How long an entry is trusted before its version is checked again (another process may have imported). */
  revalidateMs: number;
  clock(): number;
  maxEntries: number;
  /**
   * The most bytes kept (the forms each answer made so far; see `PreparedBody`): without this
   * bound the answers of many businesses grow without end (decisions 0108, 0112). Least recently used
   * answers go first.
   */
  maxBytes?: number;
}

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
    /**
     * The business's version as the caller read it from the database for this request: an entry of that
     * version is current without asking the database again (every menu and restaurant call reads the
     * business's row first). Without it, an entry is trusted for `revalidateMs`, then its version is read.
     */
    version?: number;
    build: () => Promise<{ version: number; value: unknown }>;
  }): Promise<PreparedBody> {
    const { businessId, key, build } = request;
    const cacheKey = `${businessId}:${key}`;
    const entry = this.entries.get(cacheKey);
    const now = this.options.clock();
    if (entry && request.version !== undefined) {
      if (entry.version === request.version) {
        entry.checkedAt = now;
        return this.touch(cacheKey, entry).body;
      }
    } else if (entry) {
      if (now - entry.checkedAt < this.options.revalidateMs) return this.touch(cacheKey, entry).body;
      const version = await this.options.currentVersion(businessId);
      if (version === entry.version) {
        entry.checkedAt = now;
        return this.touch(cacheKey, entry).body;
      }
    }
    const built = await build();
    const body = prepareBody(built.value, (grown) => {
      // A form made later (another encoding) counts while the answer is still this key's.
      const current = this.entries.get(cacheKey);
      if (current?.body !== body) return;
      current.bytes += grown;
      this.bytes += grown;
      this.bound();
    });
    this.remove(cacheKey);
    this.entries.set(cacheKey, { businessId, version: built.version, checkedAt: now, body, bytes: body.bytes });
    this.bytes += body.bytes;
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
    this.bytes -= entry.bytes;
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
