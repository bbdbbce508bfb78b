import { describe, expect, it } from 'vitest';
import type { TrackedEvent } from '../../entities/tracking/events.ts';
import { pixelCalls } from './pixel-events.ts';
import { configuredPixels, scriptUrl } from './pixel-platforms.ts';

const item = { id: 7, name: 'Saffron rice', price: 1.25, quantity: 2 };
const all = ['meta', 'google_analytics', 'snapchat', 'tiktok'] as const;

const purchase: TrackedEvent = {
  name: 'purchase',
  orderId: 41,
  eventId: 'purchase-41',
  items: [item],
  value: 3.75,
  currency: 'KWD',
};

describe('pixel events', () => {
  it('maps add to cart to each platform’s standard event with ids, value and currency', () => {
    const calls = pixelCalls({ name: 'add_to_cart', items: [item] }, all, 'KWD');
    expect(calls).toEqual([
      {
        platform: 'meta',
        args: [
          'track',
          'AddToCart',
          {
            content_ids: ['7'],
            contents: [{ id: '7', quantity: 2, item_price: 1.25 }],
            content_type: 'product',
            value: 2.5,
            currency: 'KWD',
          },
        ],
      },
      {
        platform: 'google_analytics',
        args: [
          'event',
          'add_to_cart',
          {
            currency: 'KWD',
            value: 2.5,
            items: [{ item_id: '7', item_name: 'Saffron rice', price: 1.25, quantity: 2 }],
          },
        ],
      },
      {
        platform: 'snapchat',
        args: ['track', 'ADD_CART', { item_ids: ['7'], price: 2.5, currency: 'KWD', number_items: 2 }],
      },
      {
        platform: 'tiktok',
        args: [
          'track',
          'AddToCart',
          {
            contents: [
              { content_id: '7', content_type: 'product', content_name: 'Saffron rice', quantity: 2, price: 1.25 },
            ],
            value: 2.5,
            currency: 'KWD',
          },
        ],
      },
    ]);
  });

  it('sends purchase with the order’s event id and the server’s event names (decision 0098)', () => {
    const calls = Object.fromEntries(pixelCalls(purchase, all, 'USD').map((call) => [call.platform, call.args]));
    expect(calls.meta?.slice(0, 2)).toEqual(['track', 'Purchase']);
    expect(calls.meta?.[2]).toMatchObject({ value: 3.75, currency: 'KWD', num_items: 2 });
    expect(calls.meta?.[3]).toEqual({ eventID: 'purchase-41' });
    expect(calls.google_analytics?.[2]).toMatchObject({ transaction_id: 'purchase-41', value: 3.75, currency: 'KWD' });
    expect(calls.snapchat?.slice(0, 2)).toEqual(['track', 'PURCHASE']);
    expect(calls.snapchat?.[2]).toMatchObject({ client_dedup_id: 'purchase-41', transaction_id: '41', price: 3.75 });
    expect(calls.tiktok?.slice(0, 2)).toEqual(['track', 'CompletePayment']);
    expect(calls.tiktok?.[3]).toEqual({ event_id: 'purchase-41' });
  });

  it('names page view, view item, search, begin checkout and add payment info per platform', () => {
    const names = (event: TrackedEvent) => pixelCalls(event, all, 'KWD').map((call) => call.args.slice(0, 2).join(' '));
    expect(names({ name: 'page_view', path: '/demo', title: 'Menu' })).toEqual([
      'track PageView',
      'event page_view',
      'track PAGE_VIEW',
      'page',
    ]);
    expect(names({ name: 'view_item', item })).toEqual([
      'track ViewContent',
      'event view_item',
      'track VIEW_CONTENT',
      'track ViewContent',
    ]);
    expect(names({ name: 'search', query: 'rice' })).toEqual([
      'track Search',
      'event search',
      'track SEARCH',
      'track Search',
    ]);
    expect(names({ name: 'begin_checkout', items: [item], value: 2.5 })).toEqual([
      'track InitiateCheckout',
      'event begin_checkout',
      'track START_CHECKOUT',
      'track InitiateCheckout',
    ]);
    expect(names({ name: 'add_payment_info', items: [item], value: 2.5, paymentType: 2 })).toEqual([
      'track AddPaymentInfo',
      'event add_payment_info',
      'track ADD_BILLING',
      'track AddPaymentInfo',
    ]);
  });

  it('only calls the active platforms', () => {
    expect(pixelCalls({ name: 'search', query: 'x' }, ['tiktok'], 'KWD').map((call) => call.platform)).toEqual([
      'tiktok',
    ]);
    expect(pixelCalls({ name: 'search', query: 'x' }, [], 'KWD')).toEqual([]);
  });

  it('reads the configured ids and builds the documented script addresses', () => {
    expect(configuredPixels({ meta: ' 123 ', tiktok: '', other: 'x', google_analytics: 'G-AB12' })).toEqual({
      meta: '123',
      google_analytics: 'G-AB12',
    });
    expect(scriptUrl('meta', '1')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(scriptUrl('google_analytics', 'G-AB12')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12');
    expect(scriptUrl('snapchat', 'x')).toBe('https://sc-static.net/scevent.min.js');
    expect(scriptUrl('tiktok', 'C1')).toBe('https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C1&lib=ttq');
  });
});
