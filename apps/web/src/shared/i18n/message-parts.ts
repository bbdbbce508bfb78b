import type { Messages } from './translate.ts';

/**
 * The messages a page needs first (decision 0116): what the shell and the menu pages (business layout, type
 * chooser, type home, search, category, item, and what they show: cart bar, delivery area prompt, consent
 * banner, offline notice, language picker, error screens) use. A whole namespace or one key (a key also
 * covers its subtree and its plural and context forms, `cart.badge` → `cart.badge_one`). Everything else is
 * the rest, loaded after the first paint and awaited by every other screen.
 *
 * Kept true by `first-messages.test.ts`, which reads the keys those pages' modules name: a key they use must
 * be listed here, and every entry must still be used.
 */
export const firstPartKeys: readonly string[] = [
  'common',
  'nav',
  'language',
  'business',
  'orderTypes',
  'menu',
  'more',
  'errors',
  'search',
  'item',
  'live',
  'consent',
  'offline',
  'cart.added',
  'cart.badge',
  'cart.lineUpdated',
  'cart.listSeparator',
  'cart.notice',
  'cart.quickAdd',
  'cart.updateCart',
  'delivery.chooseArea',
  'delivery.deliverTo',
  'delivery.errors',
  'delivery.fields',
  'delivery.freeDelivery',
  'delivery.picker',
  'delivery.pinnedLocation',
  'delivery.shipping.shipAbroad',
  'delivery.terms',
  'delivery.types',
  'delivery.units',
  'reservation.bookTable',
  'reservation.history',
  'venue.links',
];

export type MessagePart = 'first' | 'rest';

export const messageParts: readonly MessagePart[] = ['first', 'rest'];

/** Whether `entry` of a part list covers `key`: the key itself, below it, or one of its plural/context forms. */
export function covers(entry: string, key: string): boolean {
  return key === entry || (key.startsWith(entry) && (key[entry.length] === '.' || key[entry.length] === '_'));
}

/** The part a key's text is in (`t`'s key, or a leaf's path in a locale file). */
export function partOfKey(key: string, entries: readonly string[] = firstPartKeys): MessagePart {
  return entries.some((entry) => covers(entry, key)) ? 'first' : 'rest';
}

/** Cuts one language's messages in two trees, in the file's key order; every text is in exactly one. */
export function splitMessages(
  messages: Messages,
  entries: readonly string[] = firstPartKeys,
): Record<MessagePart, Messages> {
  const parts: Record<MessagePart, Messages> = { first: {}, rest: {} };
  const walk = (tree: Messages, path: string, targets: Record<MessagePart, Messages>) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = path ? `${path}.${name}` : name;
      if (typeof value === 'string') {
        targets[partOfKey(key, entries)][name] = value;
        continue;
      }
      const below: Record<MessagePart, Messages> = { first: {}, rest: {} };
      walk(value, key, below);
      for (const part of messageParts) if (Object.keys(below[part]).length > 0) targets[part][name] = below[part];
    }
  };
  walk(messages, '', parts);
  return parts;
}

/** Adds a part's tree into what a language already has (the same namespace can be in both parts). */
export function mergeMessages(into: Messages, from: Messages): Messages {
  const merged: Messages = { ...into };
  for (const [name, value] of Object.entries(from)) {
    const existing = merged[name];
    merged[name] =
      typeof value !== 'string' && existing !== undefined && typeof existing !== 'string'
        ? mergeMessages(existing, value)
        : value;
  }
  return merged;
}
