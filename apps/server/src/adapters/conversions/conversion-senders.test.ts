import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../../testing/fake-http-provider.ts';
import { startFakeProvider } from '../../testing/fake-http-provider.ts';
import type { ConversionEvent } from './conversion-event.ts';
import { hashUserData } from './hash-user-data.ts';
import { MetaCapiSender } from './meta-capi.ts';
import { SnapchatCapiSender } from './snapchat-capi.ts';
import { TikTokEventsSender } from './tiktok-events.ts';

const sha = (value: string) => createHash('sha256').update(value).digest('hex');

function createEvent(overrides: Partial<ConversionEvent> = {}): ConversionEvent {
  return {
    eventId: 'purchase-7',
    pixelId: '1234567890',
    orderId: 7,
    eventTime: 1_795_000_000,
    currency: 'KWD',
    value: 4.25,
    contents: [{ id: '11', quantity: 2, price: 2.125 }],
    user: { phone: sha('96550000001'), externalId: sha('device-abc') },
    ...overrides,
  };
}

let provider: FakeProvider;
beforeEach(async () => {
  provider = await startFakeProvider();
});
afterEach(async () => {
  await provider.close();
});

describe('user data hashing', () => {
  it('hashes the phone as digits for Meta and Snapchat and as +E.164 for TikTok', () => {
    const raw = { phone: '+96550000001', email: ' Guest@Example.com ', externalId: 'Device-ABC' };
    expect(hashUserData('meta', raw).phone).toBe(sha('96550000001'));
    expect(hashUserData('snapchat', raw).phone).toBe(sha('96550000001'));
    expect(hashUserData('tiktok', raw).phone).toBe(sha('+96550000001'));
    expect(hashUserData('meta', raw).email).toBe(sha('guest@example.com'));
    expect(hashUserData('meta', raw).externalId).toBe(sha('device-abc'));
  });

  it('leaves out what is empty', () => {
    expect(hashUserData('meta', { phone: '' })).toEqual({});
  });
});

describe('Meta Conversions API', () => {
  const sender = () =>
    new MetaCapiSender({ baseUrl: provider.baseUrl, apiVersion: 'v21.0', accessToken: 'meta-token', timeoutMs: 2000 });

  it('posts a Purchase with the shared event id, hashed user data, value and currency', async () => {
    provider.answer(200, { events_received: 1, messages: [], fbtrace_id: 'AbC' });
    expect(await sender().send(createEvent())).toEqual({ ok: true });
    const request = provider.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v21.0/1234567890/events?access_token=meta-token');
    const event = JSON.parse(request.body).data[0];
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_id: 'purchase-7',
      event_time: 1_795_000_000,
      action_source: 'website',
      user_data: { ph: [sha('96550000001')], external_id: [sha('device-abc')] },
      custom_data: { currency: 'KWD', value: 4.25, order_id: '7' },
    });
  });

  it('refuses for good on a 400 such as an expired token', async () => {
    provider.answer(400, {
      error: { message: 'Error validating access token', type: 'OAuthException', code: 190, fbtrace_id: 'x' },
    });
    const result = await sender().send(createEvent());
    expect(result).toEqual({ ok: false, retry: false, error: '400 190 Error validating access token' });
  });

  it('asks for another try on a 500 or 429', async () => {
    provider.answer(500, { error: { message: 'An unexpected error has occurred', code: 2 } });
    provider.answer(429, { error: { message: 'Application request limit reached', code: 4 } });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: true });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: true });
  });

  it('asks for another try on a 200 without events_received (Snapchat has no such receipt)', async () => {
    provider.answer(200, { messages: [] });
    provider.answer(200, { messages: [] });
    expect(await sender().send(createEvent())).toEqual({
      ok: false,
      retry: true,
      error: '200 without events_received',
    });
    const snapchat = new SnapchatCapiSender({ baseUrl: provider.baseUrl, accessToken: 'sc-token', timeoutMs: 2000 });
    expect(await snapchat.send(createEvent())).toEqual({ ok: true });
    // Both send the same event shape apart from their names and custom data.
    const [meta, snap] = provider.requests.map((request) => JSON.parse(request.body).data[0]);
    expect(Object.keys(meta).sort()).toEqual(Object.keys(snap).sort());
    expect(meta.user_data).toEqual(snap.user_data);
  });
});

describe('TikTok Events API', () => {
  const sender = () => new TikTokEventsSender({ baseUrl: provider.baseUrl, accessToken: 'tt-token', timeoutMs: 2000 });

  it('posts CompletePayment to event/track with the Access-Token header and the pixel code', async () => {
    provider.answer(200, { code: 0, message: 'OK', request_id: 'r1', data: {} });
    expect(await sender().send(createEvent({ pixelId: 'CABC123' }))).toEqual({ ok: true });
    const request = provider.requests[0]!;
    expect(request.url).toBe('/open_api/v1.3/event/track/');
    expect(request.headers['access-token']).toBe('tt-token');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ event_source: 'web', event_source_id: 'CABC123' });
    expect(body.data[0]).toMatchObject({
      event: 'CompletePayment',
      event_id: 'purchase-7',
      properties: { currency: 'KWD', value: 4.25 },
    });
  });

  it('treats a 200 with a non-zero code as a refusal, and its server codes as worth a retry', async () => {
    provider.answer(200, { code: 40001, message: 'No permission to operate pixel code', request_id: 'r2', data: {} });
    provider.answer(200, { code: 50002, message: 'Internal error', request_id: 'r3', data: {} });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: false });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: true });
  });

  it('asks for another try on a 503', async () => {
    provider.answer(503, { code: 50000, message: 'Service unavailable' });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: true });
  });
});

describe('Snapchat Conversions API', () => {
  const sender = () => new SnapchatCapiSender({ baseUrl: provider.baseUrl, accessToken: 'sc-token', timeoutMs: 2000 });

  it('posts a PURCHASE to v3/{pixel}/events with the shared event id', async () => {
    provider.answer(200, { status: 'VALID', reason: '' });
    expect(await sender().send(createEvent({ pixelId: 'snap-pixel-1' }))).toEqual({ ok: true });
    const request = provider.requests[0]!;
    expect(request.url).toBe('/v3/snap-pixel-1/events?access_token=sc-token');
    expect(JSON.parse(request.body).data[0]).toMatchObject({
      event_name: 'PURCHASE',
      event_id: 'purchase-7',
      action_source: 'WEB',
      user_data: { ph: [sha('96550000001')] },
      custom_data: { currency: 'KWD', value: '4.25' },
    });
  });

  it('refuses for good on a 401 and retries a 500', async () => {
    provider.answer(401, { status: 'INVALID', reason: 'Unauthorized' });
    provider.answer(500, { status: 'ERROR', reason: 'Internal' });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: false });
    expect(await sender().send(createEvent())).toMatchObject({ ok: false, retry: true });
  });

  it('asks for another try when nothing answers', async () => {
    const closed = provider.baseUrl;
    await provider.close();
    const lost = new SnapchatCapiSender({ baseUrl: closed, accessToken: 'sc-token', timeoutMs: 500 });
    expect(await lost.send(createEvent())).toMatchObject({ ok: false, retry: true });
    provider = await startFakeProvider();
  });
});
