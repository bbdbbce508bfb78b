import type { TrackedEvent, TrackedItem } from '../../entities/tracking/events.ts';
import type { Platform } from './pixel-platforms.ts';

/**
 * One call of a platform's global function (fbq, gtag, snaptr, ttq.*) for an event, with the names, ids,
 * value and currency each platform documents. Purchase carries the order's `purchase_event_id` as the event id
 * (Meta `eventID`, TikTok `event_id`, Snapchat `client_dedup_id`, GA4 `transaction_id`) so the platforms keep
 * one of the pixel's and the server's copies; the names match the server's (decision 0098).
 */
export interface PixelCall {
  platform: Platform;
  args: unknown[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const valueOf = (items: readonly TrackedItem[]) =>
  round(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
const countOf = (items: readonly TrackedItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);
const ids = (items: readonly TrackedItem[]) => items.map((item) => String(item.id));

function meta(event: TrackedEvent, currency: string): unknown[] | null {
  const contents = (items: readonly TrackedItem[]) =>
    items.map((item) => ({ id: String(item.id), quantity: item.quantity, item_price: item.price }));
  switch (event.name) {
    case 'page_view':
      return ['track', 'PageView'];
    case 'view_item':
      return [
        'track',
        'ViewContent',
        {
          content_ids: [String(event.item.id)],
          content_name: event.item.name,
          content_type: 'product',
          value: round(event.item.price),
          currency,
        },
      ];
    case 'search':
      return ['track', 'Search', { search_string: event.query }];
    case 'add_to_cart':
      return [
        'track',
        'AddToCart',
        {
          content_ids: ids(event.items),
          contents: contents(event.items),
          content_type: 'product',
          value: valueOf(event.items),
          currency,
        },
      ];
    case 'begin_checkout':
      return [
        'track',
        'InitiateCheckout',
        {
          content_ids: ids(event.items),
          contents: contents(event.items),
          num_items: countOf(event.items),
          value: round(event.value),
          currency,
        },
      ];
    case 'add_payment_info':
      return ['track', 'AddPaymentInfo', { content_ids: ids(event.items), value: round(event.value), currency }];
    case 'purchase':
      return [
        'track',
        'Purchase',
        {
          content_ids: ids(event.items),
          contents: contents(event.items),
          content_type: 'product',
          num_items: countOf(event.items),
          value: round(event.value),
          currency: event.currency,
        },
        { eventID: event.eventId },
      ];
  }
}

function gtagItems(items: readonly TrackedItem[]) {
  return items.map((item) => ({
    item_id: String(item.id),
    item_name: item.name,
    price: item.price,
    quantity: item.quantity,
  }));
}

function google(event: TrackedEvent, currency: string): unknown[] | null {
  switch (event.name) {
    case 'page_view':
      return ['event', 'page_view', { page_location: location.origin + event.path, page_title: event.title }];
    case 'view_item':
      return ['event', 'view_item', { currency, value: round(event.item.price), items: gtagItems([event.item]) }];
    case 'search':
      return ['event', 'search', { search_term: event.query }];
    case 'add_to_cart':
      return ['event', 'add_to_cart', { currency, value: valueOf(event.items), items: gtagItems(event.items) }];
    case 'begin_checkout':
      return ['event', 'begin_checkout', { currency, value: round(event.value), items: gtagItems(event.items) }];
    case 'add_payment_info':
      return [
        'event',
        'add_payment_info',
        { currency, value: round(event.value), payment_type: String(event.paymentType), items: gtagItems(event.items) },
      ];
    case 'purchase':
      return [
        'event',
        'purchase',
        {
          transaction_id: event.eventId,
          currency: event.currency,
          value: round(event.value),
          items: gtagItems(event.items),
        },
      ];
  }
}

function snapchat(event: TrackedEvent, currency: string): unknown[] | null {
  switch (event.name) {
    case 'page_view':
      return ['track', 'PAGE_VIEW'];
    case 'view_item':
      return ['track', 'VIEW_CONTENT', { item_ids: [String(event.item.id)], price: round(event.item.price), currency }];
    case 'search':
      return ['track', 'SEARCH', { search_string: event.query }];
    case 'add_to_cart':
      return [
        'track',
        'ADD_CART',
        { item_ids: ids(event.items), price: valueOf(event.items), currency, number_items: countOf(event.items) },
      ];
    case 'begin_checkout':
      return [
        'track',
        'START_CHECKOUT',
        { item_ids: ids(event.items), price: round(event.value), currency, number_items: countOf(event.items) },
      ];
    case 'add_payment_info':
      return ['track', 'ADD_BILLING', { price: round(event.value), currency }];
    case 'purchase':
      return [
        'track',
        'PURCHASE',
        {
          item_ids: ids(event.items),
          price: round(event.value),
          currency: event.currency,
          number_items: countOf(event.items),
          transaction_id: String(event.orderId),
          client_dedup_id: event.eventId,
        },
      ];
  }
}

function tiktok(event: TrackedEvent, currency: string): unknown[] | null {
  const contents = (items: readonly TrackedItem[]) =>
    items.map((item) => ({
      content_id: String(item.id),
      content_type: 'product',
      content_name: item.name,
      quantity: item.quantity,
      price: item.price,
    }));
  switch (event.name) {
    case 'page_view':
      return ['page'];
    case 'view_item':
      return ['track', 'ViewContent', { contents: contents([event.item]), value: round(event.item.price), currency }];
    case 'search':
      return ['track', 'Search', { query: event.query }];
    case 'add_to_cart':
      return ['track', 'AddToCart', { contents: contents(event.items), value: valueOf(event.items), currency }];
    case 'begin_checkout':
      return ['track', 'InitiateCheckout', { contents: contents(event.items), value: round(event.value), currency }];
    case 'add_payment_info':
      return ['track', 'AddPaymentInfo', { contents: contents(event.items), value: round(event.value), currency }];
    case 'purchase':
      return [
        'track',
        'CompletePayment',
        { contents: contents(event.items), value: round(event.value), currency: event.currency },
        { event_id: event.eventId },
      ];
  }
}

const mappers: Record<Platform, (event: TrackedEvent, currency: string) => unknown[] | null> = {
  meta,
  google_analytics: google,
  snapchat,
  tiktok,
};

/** The call each active platform makes for an event. */
export function pixelCalls(event: TrackedEvent, active: readonly Platform[], currency: string): PixelCall[] {
  return active.flatMap((platform) => {
    const args = mappers[platform](event, currency);
    return args ? [{ platform, args }] : [];
  });
}
