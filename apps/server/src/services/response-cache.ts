import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A JSON answer prepared once: its bytes in each encoding and its ETag. */
export interface PreparedBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Serialises and compresses a value once, so every later request is a buffer write. */
export function prepareBody(value: unknown): PreparedBody {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return {
    etag,
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
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
}

/**
 * Prepared answers per business and key (language, branch). Dropped at once on an import in this
 * process, and within `revalidateMs` when another process changed the business.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: ResponseCacheOptions) {}

  /** Returns the cached answer, building it when missing or stale. */
  async get(
    businessId: number,
    key: string,
    build: () => Promise<{ version: number; value: unknown }>,
  ): Promise<PreparedBody> {
    const cacheKey = `${businessId}:${key}`;
    const entry = this.entries.get(cacheKey);
    const now = this.options.clock();
    if (entry) {
      if (now - entry.checkedAt < this.options.revalidateMs) return entry.body;
      const version = await this.options.currentVersion(businessId);
      if (version === entry.version) {
        entry.checkedAt = now;
        return entry.body;
      }
    }
    const built = await build();
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const body = prepareBody(built.value);
    this.entries.set(cacheKey, { businessId, version: built.version, checkedAt: now, body });
    return body;
  }

  /** Drops every answer of a business. */
  invalidate(businessId: number): void {
    for (const [key, entry] of this.entries) if (entry.businessId === businessId) this.entries.delete(key);
  }
}
