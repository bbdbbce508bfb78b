import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeNominatim } from '../../testing/fake-nominatim.ts';
import { startFakeNominatim } from '../../testing/fake-nominatim.ts';
import { GeocoderError } from './geocoder.ts';
import type { NominatimSettings } from './nominatim.ts';
import { NominatimGeocoder } from './nominatim.ts';

describe('NominatimGeocoder', () => {
  let fake: FakeNominatim;
  beforeAll(async () => {
    fake = await startFakeNominatim();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const geocoder = (settings: Partial<NominatimSettings> = {}) =>
    new NominatimGeocoder({
      baseUrl: fake.url,
      userAgent: 'okmenu-test/1.0 (+ops@example.com)',
      minIntervalMs: 0,
      ...settings,
    });

  const failure = async (promise: Promise<unknown>): Promise<GeocoderError> => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GeocoderError);
    return error as GeocoderError;
  };

  it('searches with q, countrycodes, polygon_geojson, polygon_threshold and format jsonv2, sending its User-Agent', async () => {
    const places = await geocoder({ polygonThreshold: 0.001 }).search({
      q: 'Kuwait Towers',
      countryCodes: ['KW'],
      language: 'ar',
    });
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({
      placeId: '2431512',
      name: 'Kuwait Towers',
      lat: 29.3897046,
      lng: 48.0032798,
      category: 'tourism',
    });
    expect(places[0]?.geojson?.type).toBe('Polygon');
    const [request] = fake.requests;
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      q: 'Kuwait Towers',
      countrycodes: 'kw',
      polygon_geojson: '1',
      polygon_threshold: '0.001',
      format: 'jsonv2',
      'accept-language': 'ar',
    });
    expect(request?.headers['user-agent']).toBe('okmenu-test/1.0 (+ops@example.com)');
  });

  it('sends a structured search as city and country, without q', async () => {
    const places = await geocoder().search({ city: 'Kuwait City', country: 'Kuwait' });
    expect(places.map((p) => p.name)).toEqual(['Sharq', 'Souq Sharq']);
    const params = fake.requests[0]?.params;
    expect(params?.get('city')).toBe('Kuwait City');
    expect(params?.get('country')).toBe('Kuwait');
    expect(params?.has('q')).toBe(false);
  });

  it('reverse-geocodes with lat, lon, zoom 18 and format jsonv2, keeping the address parts', async () => {
    const place = await geocoder().reverse({ lat: 29.3759124, lng: 47.9773507 });
    expect(place?.address).toMatchObject({
      building: 'Al Hamra Tower',
      road: 'Al Shuhada Street',
      suburb: 'Qibla',
      city: 'Kuwait City',
    });
    const [request] = fake.requests;
    expect(request?.path).toBe('/reverse');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      lat: '29.3759124',
      lon: '47.9773507',
      zoom: '18',
      format: 'jsonv2',
    });
  });

  it('answers no place for a point the service cannot geocode', async () => {
    expect(await geocoder().reverse({ lat: 29.6, lng: 48.2 })).toBeNull();
  });

  it('a repeated lookup is answered from the cache without calling the service again', async () => {
    const cached = geocoder();
    const first = await cached.search({ q: 'Sharq', countryCodes: ['kw'] });
    const second = await cached.search({ q: 'Sharq', countryCodes: ['kw'] });
    expect(second).toEqual(first);
    await cached.reverse({ lat: 29.3759, lng: 47.9773 });
    await cached.reverse({ lat: 29.3759, lng: 47.9773 });
    expect(fake.requests).toHaveLength(2);
  });

  it('the cache is bounded: the least recently used answer is forgotten first', async () => {
    const small = geocoder({ cacheEntries: 2 });
    await small.search({ q: 'Sharq' });
    await small.search({ q: 'Ahmadi' });
    await small.search({ q: 'Sharq' });
    await small.search({ q: 'Towers' });
    await small.search({ q: 'Sharq' });
    await small.search({ q: 'Ahmadi' });
    expect(fake.requests.map((r) => r.params.get('q'))).toEqual(['Sharq', 'Ahmadi', 'Towers', 'Ahmadi']);
  });

  it('two lookups are spaced by the configured interval, in the order they were asked', async () => {
    const spaced = geocoder({ minIntervalMs: 150 });
    await Promise.all([spaced.search({ q: 'Sharq' }), spaced.search({ q: 'Ahmadi' }), spaced.search({ q: 'Towers' })]);
    const [a, b, c] = fake.requests;
    expect(fake.requests.map((r) => r.params.get('q'))).toEqual(['Sharq', 'Ahmadi', 'Towers']);
    // Measured on arrival at the fake server: allow for loopback jitter on a busy 2-core CI machine.
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(110);
    expect(c!.at - b!.at).toBeGreaterThanOrEqual(110);
    expect(c!.at - a!.at).toBeGreaterThanOrEqual(280);
  });

  it('a lookup that would wait longer than the queue allows is refused at once as busy', async () => {
    const queued = geocoder({ minIntervalMs: 10_000, maxQueueMs: 1000 });
    await queued.search({ q: 'Sharq' });
    expect((await failure(queued.search({ q: 'Ahmadi' }))).reason).toBe('busy');
    expect(fake.requests).toHaveLength(1);
  });

  it('maps a server error, a 429, a timeout, bad JSON and an unreachable service to typed errors', async () => {
    fake.script({ status: 503, body: '{"error":"down"}' });
    expect(await failure(geocoder().search({ q: 'Sharq' }))).toMatchObject({ reason: 'http', status: 503 });
    fake.script({ status: 429 });
    expect(await failure(geocoder().search({ q: 'Sharq' }))).toMatchObject({ reason: 'rate_limited', status: 429 });
    fake.script({ delayMs: 500 });
    expect((await failure(geocoder({ timeoutMs: 50 }).search({ q: 'Sharq' }))).reason).toBe('timeout');
    fake.script({ body: '<html>maintenance</html>' });
    expect((await failure(geocoder().search({ q: 'Sharq' }))).reason).toBe('bad_response');
    fake.script({ body: '{"place_id": 1}' });
    expect((await failure(geocoder().search({ q: 'Sharq' }))).reason).toBe('bad_response');
    const nowhere = new NominatimGeocoder({
      baseUrl: 'http://127.0.0.1:1',
      userAgent: 'okmenu-test',
      minIntervalMs: 0,
    });
    expect((await failure(nowhere.search({ q: 'Sharq' }))).reason).toBe('network');
  });

  it('a failed lookup is not cached: the next one asks the service again', async () => {
    const retried = geocoder();
    fake.script({ status: 500 });
    await failure(retried.search({ q: 'Sharq' }));
    expect(await retried.search({ q: 'Sharq' })).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });
});
