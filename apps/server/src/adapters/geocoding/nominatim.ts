import type { GeocodeReverse, GeocodeSearch, GeoPlace, Geocoder } from './geocoder.ts';
import { GeocoderError } from './geocoder.ts';
import { LruCache } from './lru-cache.ts';
import { RateGate } from './rate-gate.ts';

/** Settings of a Nominatim-compatible service (GEOCODER_URL, GEOCODER_USER_AGENT, GEOCODER_INTERVAL_MS). */
export interface NominatimSettings {
  /** e.g. https://nominatim.openstreetmap.org; a path prefix is kept. */
  baseUrl: string;
  /** Identifies the app and a contact, as the public service's usage policy requires. */
  userAgent: string;
  /** Least time between two requests; the public service allows one per second. */
  minIntervalMs?: number;
  /** A request waiting longer than this for its turn is refused as `busy`. */
  maxQueueMs?: number;
  timeoutMs?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** Simplification tolerance in degrees of the outlines searches ask for. */
  polygonThreshold?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Geocoding through a Nominatim-compatible service (SPEC §7): `/search` with q or city/country,
 * countrycodes, polygon_geojson=1, polygon_threshold and format=jsonv2; `/reverse` with lat, lon,
 * zoom=18 and format=jsonv2. Requests are spaced by the service's rate limit, answers are cached in a
 * bounded LRU, and every failure is a `GeocoderError` (decision 0042).
 */
export class NominatimGeocoder implements Geocoder {
  private readonly gate: RateGate;
  private readonly cache: LruCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly fetch: typeof fetch;

  constructor(private readonly settings: NominatimSettings) {
    const now = settings.now ?? (() => Date.now());
    this.gate = new RateGate({
      intervalMs: settings.minIntervalMs ?? 1000,
      maxWaitMs: settings.maxQueueMs ?? 10_000,
      now,
      sleep,
    });
    this.cache = new LruCache({
      maxEntries: settings.cacheEntries ?? 2000,
      ttlMs: settings.cacheTtlMs ?? 24 * 3600_000,
      now,
    });
    this.fetch = settings.fetch ?? fetch;
  }

  /** Places matching a search, best first. */
  async search(query: GeocodeSearch): Promise<GeoPlace[]> {
    const params = new URLSearchParams();
    if (query.q !== undefined) params.set('q', query.q);
    if (query.city) params.set('city', query.city);
    if (query.country) params.set('country', query.country);
    if (query.countryCodes?.length)
      params.set('countrycodes', query.countryCodes.map((c) => c.toLowerCase()).join(','));
    params.set('polygon_geojson', '1');
    params.set('polygon_threshold', String(this.settings.polygonThreshold ?? 0.0005));
    params.set('format', 'jsonv2');
    if (query.limit) params.set('limit', String(query.limit));
    if (query.language) params.set('accept-language', query.language);
    const body = await this.get('search', params);
    if (!Array.isArray(body)) throw new GeocoderError('bad_response', 'The geocoder answered a search without a list');
    return body.map(parsePlace).filter((place): place is GeoPlace => place !== null);
  }

  /** The place at a point, or null where the service knows none. */
  async reverse(query: GeocodeReverse): Promise<GeoPlace | null> {
    const params = new URLSearchParams({
      lat: query.lat.toFixed(7),
      lon: query.lng.toFixed(7),
      zoom: '18',
      format: 'jsonv2',
    });
    if (query.language) params.set('accept-language', query.language);
    const body = await this.get('reverse', params);
    if (isRecord(body) && typeof body.error === 'string') return null;
    const place = parsePlace(body);
    if (!place) throw new GeocoderError('bad_response', 'The geocoder answered a reverse lookup without a place');
    return place;
  }

  /** One GET, answered from the cache when possible; identical requests in flight share one call. */
  private async get(endpoint: 'search' | 'reverse', params: URLSearchParams): Promise<unknown> {
    const url = `${this.settings.baseUrl.replace(/\/+$/, '')}/${endpoint}?${params.toString()}`;
    const cached = this.cache.get(url);
    if (cached !== undefined) return cached;
    const running = this.inFlight.get(url);
    if (running) return running;
    const call = this.request(url).then((body) => {
      this.cache.set(url, body);
      return body;
    });
    this.inFlight.set(url, call);
    try {
      return await call;
    } finally {
      this.inFlight.delete(url);
    }
  }

  private async request(url: string): Promise<unknown> {
    if (!(await this.gate.enter())) {
      throw new GeocoderError('busy', 'Too many address lookups are waiting for the geocoder');
    }
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { 'user-agent': this.settings.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw failureOf(error);
    }
    if (response.status === 429) {
      throw new GeocoderError('rate_limited', 'The geocoder asked us to slow down', 429);
    }
    if (!response.ok) throw new GeocoderError('http', `The geocoder answered ${response.status}`, response.status);
    try {
      return await response.json();
    } catch (error) {
      const failure = failureOf(error);
      throw failure.reason === 'timeout' ? failure : new GeocoderError('bad_response', 'The geocoder answered no JSON');
    }
  }
}

function failureOf(error: unknown): GeocoderError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new GeocoderError('timeout', 'The geocoder did not answer in time');
  return new GeocoderError('network', 'The geocoder could not be reached');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A jsonv2 place, or null when it lacks an id or usable coordinates. */
function parsePlace(raw: unknown): GeoPlace | null {
  if (!isRecord(raw)) return null;
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  const id = raw.place_id;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  const address = isRecord(raw.address)
    ? Object.fromEntries(
        Object.entries(raw.address).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;
  const geojson =
    isRecord(raw.geojson) && typeof raw.geojson.type === 'string'
      ? { type: raw.geojson.type, coordinates: raw.geojson.coordinates }
      : null;
  return {
    placeId: String(id),
    lat,
    lng,
    name: text(raw.name) ?? '',
    displayName: text(raw.display_name) ?? '',
    category: text(raw.category),
    type: text(raw.type),
    osmType: text(raw.osm_type),
    osmId: typeof raw.osm_id === 'number' ? raw.osm_id : null,
    address,
    geojson,
  };
}
