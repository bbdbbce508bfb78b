import type { ApiErrorBody, GetAddressResponse, SetAddressResponse, ZonesResponse } from '@okmenu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NominatimGeocoder } from '../adapters/geocoding/nominatim.ts';
import { box, createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import type { FakeNominatim } from '../testing/fake-nominatim.ts';
import { startFakeNominatim } from '../testing/fake-nominatim.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

describe('delivery calls', () => {
  let runtime: TestRuntime;
  let fake: FakeNominatim;
  beforeAll(async () => {
    fake = await startFakeNominatim();
    const geocoder = new NominatimGeocoder({ baseUrl: fake.url, userAgent: 'okmenu-test/1.0', minIntervalMs: 0 });
    runtime = await createTestRuntime('sqlite', { geocoder });
    const imported = await runtime.importObject(createDeliveryBusinessFile());
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
  });
  afterAll(async () => {
    await runtime.dispose();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers });
  const sessionId = '3f2b8c1e-7d4a-4e55-9d0b-2c1a5e6f7a80';

  describe('GET webapp/zones/{id}', () => {
    it('answers the visible zones of the business with money in major units and SPEC defaults', async () => {
      const response = await get('webapp/zones/1');
      expect(response.statusCode).toBe(200);
      const body = response.json<ZonesResponse>();
      expect(body.zones.map((z) => z.id)).toEqual([1, 2, 4]);
      const [capital, hawalli] = body.zones;
      expect(capital).toMatchObject({
        branch_id: 1,
        name: 'Capital',
        fees: 0.75,
        min_order: 5,
        delivery_time: 45,
        unit: 'minute',
        visible: true,
        color: '#ff0000',
      });
      expect(hawalli).toMatchObject({ fees: 1, min_order: 0, delivery_time: 30, unit: 'minute' });
      expect(capital?.areas[0]).toEqual({
        id: 11,
        name: 'Sharq',
        parent_name: 'Capital',
        shape: box(47.96, 29.36, 48.02, 29.4),
        osm_id: 6331247,
      });
      expect(capital?.areas[1]).toMatchObject({ id: 12, name: null, parent_name: null, osm_id: null });
      expect(body.countries).toEqual([]);
      expect(body.shipping_form).toBeNull();
    });

    it('names zones and areas in the language of the locale header', async () => {
      const body = (await get('webapp/zones/1', { locale: 'ar' })).json<ZonesResponse>();
      expect(body.zones[0]?.name).toBe('العاصمة');
      expect(body.zones[0]?.areas[0]).toMatchObject({ name: 'شرق', parent_name: 'العاصمة' });
    });

    it("with shipping, answers the countries with the business's own country first, and the delivery field config", async () => {
      const body = (await get('webapp/zones/1?shipping=true')).json<ZonesResponse>();
      expect(body.countries.map((c) => [c.country_iso, c.home])).toEqual([
        ['KW', true],
        ['SA', false],
        ['AE', false],
      ]);
      expect(body.countries[0]).toEqual({
        id: null,
        branch_id: null,
        country: 'Kuwait',
        country_iso: 'KW',
        icon: null,
        fees_per_kg: 0,
        fixed_fees: 0,
        min_order: 0,
        home: true,
      });
      expect(body.countries[1]).toMatchObject({
        id: 1,
        branch_id: 1,
        country: 'Saudi Arabia',
        fees_per_kg: 1.5,
        fixed_fees: 2,
        min_order: 10,
      });
      expect(body.countries[2]).toMatchObject({ fees_per_kg: 2.25, fixed_fees: 0, min_order: 0 });
      expect(body.shipping_form).toEqual({
        block: { on: true, required: true },
        street: { on: true, required: false },
      });
    });

    it('answers 304 when the client already holds the same zones', async () => {
      const first = await get('webapp/zones/2');
      const again = await get('webapp/zones/2', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 for an unknown branch and 400 for a bad id or option', async () => {
      expect((await get('webapp/zones/999')).statusCode).toBe(404);
      expect((await get('webapp/zones/abc')).statusCode).toBe(400);
      expect((await get('webapp/zones/1?shipping=maybe')).statusCode).toBe(400);
    });
  });

  describe('POST webapp/getAddress', () => {
    it('finds places by text, each with the terms of the zone that delivers there', async () => {
      const response = await post('webapp/getAddress', { address: 'Kuwait Towers', sessionId, branch_id: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json<GetAddressResponse>().results).toEqual([
        {
          placeId: '2431512',
          title: 'Kuwait Towers',
          address: 'Kuwait Towers, Arabian Gulf Street, Dasman, Sharq, Kuwait City, Capital Governorate, 15462, Kuwait',
          lat: 29.3897046,
          lng: 48.0032798,
          zone: { id: 1, name: 'Capital', fees: 0.75, min_order: 5, delivery_time: 45, unit: 'minute' },
        },
      ]);
      const params = fake.requests[0]?.params;
      expect(params?.get('q')).toBe('Kuwait Towers');
      expect(params?.get('countrycodes')).toBe('kw');
      expect(params?.get('accept-language')).toBe('en');
      expect(fake.requests[0]?.headers['user-agent']).toBe('okmenu-test/1.0');
    });

    it('tells a place outside every zone of the branch, ignoring hidden zones and other branches', async () => {
      const outside = (
        await post('webapp/getAddress', { address: 'Ahmadi', sessionId, branch_id: 1 })
      ).json<GetAddressResponse>();
      expect(outside.results[0]).toMatchObject({ title: 'Al Ahmadi', zone: null, reason: 'outside_delivery_area' });
      const otherBranch = (
        await post('webapp/getAddress', { address: 'Ahmadi', sessionId, branch_id: 2 })
      ).json<GetAddressResponse>();
      expect(otherBranch.results[0]?.zone).toMatchObject({ id: 4, fees: 0.5 });
    });

    it('searches the country named by flag', async () => {
      await post('webapp/getAddress', { address: 'Sharq street', sessionId, branch_id: 1, flag: 'SA' });
      expect(fake.requests[0]?.params.get('countrycodes')).toBe('sa');
    });

    it('turns a dropped pin into an address, with the zone of the pin itself', async () => {
      const pin = { lat: 29.37601, lng: 47.97702 };
      const body = (await post('webapp/getAddress', { ...pin, sessionId, branch_id: 1 })).json<GetAddressResponse>();
      expect(body.results).toEqual([
        {
          placeId: '2503371',
          title: 'Al Hamra Tower',
          address: 'Al Hamra Tower, Al Shuhada Street, Qibla, Kuwait City',
          ...pin,
          zone: { id: 1, name: 'Capital', fees: 0.75, min_order: 5, delivery_time: 45, unit: 'minute' },
        },
      ]);
      expect(fake.requests[0]?.path).toBe('/reverse');
    });

    it('a pin where the geocoder knows no address still answers the pin, outside every zone', async () => {
      const body = (
        await post('webapp/getAddress', { lat: 29.6, lng: 48.2, sessionId, branch_id: 1 })
      ).json<GetAddressResponse>();
      expect(body.results).toEqual([
        { placeId: null, title: '', address: '', lat: 29.6, lng: 48.2, zone: null, reason: 'outside_delivery_area' },
      ]);
    });

    it('refuses bad bodies with the fields at fault, without calling the geocoder', async () => {
      const fields = async (payload: unknown) => {
        const response = await post('webapp/getAddress', payload);
        expect(response.statusCode).toBe(400);
        return response.json<ApiErrorBody>().error.fields?.map((f) => f.path);
      };
      expect(await fields({ address: 'K', sessionId, branch_id: 1 })).toEqual(['body.address']);
      expect(await fields({ address: 'x'.repeat(201), sessionId, branch_id: 1 })).toEqual(['body.address']);
      expect(await fields({ address: 'Sharq', branch_id: 1 })).toEqual(['body.sessionId']);
      expect(await fields({ address: 'Sharq', sessionId: 'short', branch_id: 1 })).toEqual(['body.sessionId']);
      expect(await fields({ address: 'Sharq', sessionId, branch_id: '1' })).toEqual(['body.branch_id']);
      expect(await fields({ address: 'Sharq', sessionId, branch_id: 1, flag: 'KWT' })).toEqual(['body.flag']);
      expect(await fields({ lat: 95, lng: 48, sessionId, branch_id: 1 })).toEqual(['body.lat']);
      expect(await fields({ lat: 29.3, sessionId, branch_id: 1 })).toEqual(['body.lng']);
      expect(await fields({ mode: 'teleport', sessionId, branch_id: 1 })).toEqual(['body.mode']);
      expect(fake.requests).toHaveLength(0);
    });

    it('answers 404 for an unknown branch', async () => {
      const response = await post('webapp/getAddress', { address: 'Sharq', sessionId, branch_id: 999 });
      expect(response.statusCode).toBe(404);
    });

    it('answers 502 geocoder_unavailable when the geocoder fails', async () => {
      fake.script({ status: 503, body: '{"error":"overloaded"}' });
      const response = await post('webapp/getAddress', { address: 'Qurain market', sessionId, branch_id: 1 });
      expect(response.statusCode).toBe(502);
      expect(response.json<ApiErrorBody>().error.code).toBe('geocoder_unavailable');
    });
  });

  describe('POST webapp/setAddress', () => {
    const chosen = {
      address: 'Souq Sharq, Arabian Gulf Street, Sharq',
      title: 'Souq Sharq',
      placeId: '2207644',
      sessionId,
      branch_id: 1,
    };

    it('answers the chosen place with the zone that delivers there', async () => {
      const response = await post('webapp/setAddress', { ...chosen, lat: 29.3857463, lng: 48.0006361 });
      expect(response.statusCode).toBe(200);
      expect(response.json<SetAddressResponse>()).toEqual({
        ...{ placeId: '2207644', title: 'Souq Sharq', address: chosen.address, lat: 29.3857463, lng: 48.0006361 },
        zone: { id: 1, name: 'Capital', fees: 0.75, min_order: 5, delivery_time: 45, unit: 'minute' },
      });
      expect(fake.requests).toHaveLength(0);
    });

    it('answers zone null with the reason for a place outside every zone', async () => {
      const body = (
        await post('webapp/setAddress', { ...chosen, lat: 29.0769478, lng: 48.0838569 })
      ).json<SetAddressResponse>();
      expect(body).toMatchObject({ zone: null, reason: 'outside_delivery_area' });
    });

    it('without coordinates, finds the place again by its address text and place id', async () => {
      const body = (await post('webapp/setAddress', chosen)).json<SetAddressResponse>();
      expect(body).toMatchObject({ lat: 29.3857463, lng: 48.0006361, zone: { id: 1 } });
      expect(fake.requests[0]?.params.get('q')).toBe(chosen.address);
      const unknown = await post('webapp/setAddress', { ...chosen, placeId: 42 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().error.code).toBe('place_not_found');
    });

    it('refuses bad bodies with the fields at fault', async () => {
      const fields = async (payload: unknown) => {
        const response = await post('webapp/setAddress', payload);
        expect(response.statusCode).toBe(400);
        return response.json<ApiErrorBody>().error.fields?.map((f) => f.path);
      };
      expect(await fields({ ...chosen, lat: 29.38 })).toEqual(['body.lat']);
      expect(await fields({ ...chosen, placeId: 'drop table;' })).toEqual(['body.placeId']);
      expect(await fields({ ...chosen, sessionId: undefined })).toEqual(['body.sessionId']);
      expect(await fields({ ...chosen, lng: 200, lat: 29 })).toEqual(['body.lng']);
      expect((await post('webapp/setAddress', { ...chosen, branch_id: 999, lat: 29.38, lng: 48 })).statusCode).toBe(
        404,
      );
    });
  });
});
