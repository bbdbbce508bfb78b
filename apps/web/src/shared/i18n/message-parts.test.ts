import { describe, expect, it } from 'vitest';
import { covers, firstPartKeys, mergeMessages, partOfKey, splitMessages } from './message-parts.ts';
import type { Messages } from './translate.ts';

const files = import.meta.glob<Messages>('../../locales/*.json', { eager: true, import: 'default' });
// The two modules the build makes of each file (the localeParts plugin, also used by the tests' Vite).
const firsts = import.meta.glob<Messages>('../../locales/*.json', {
  eager: true,
  import: 'default',
  query: '?part=first',
});
const rests = import.meta.glob<Messages>('../../locales/*.json', {
  eager: true,
  import: 'default',
  query: '?part=rest',
});
const locales = Object.keys(files).map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'));
const fileOf = (locale: string) => `../../locales/${locale}.json`;

function leaves(tree: Messages, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : leaves(value, `${prefix}${name}.`),
  );
}

describe('which part a key is in', () => {
  it('a namespace entry covers its keys, a key entry its subtree and its plural and context forms', () => {
    expect(covers('menu', 'menu.price.from')).toBe(true);
    expect(covers('cart.badge', 'cart.badge')).toBe(true);
    expect(covers('cart.badge', 'cart.badge_one')).toBe(true);
    expect(covers('cart.notice', 'cart.notice.dropped')).toBe(true);
    expect(covers('cart.badge', 'cart.badges')).toBe(false);
    expect(covers('menu', 'menuExtra.title')).toBe(false);
    expect(partOfKey('menu.empty')).toBe('first');
    expect(partOfKey('cart.badge_other')).toBe('first');
    expect(partOfKey('cart.title')).toBe('rest');
    expect(partOfKey('checkout.title')).toBe('rest');
  });
});

describe('splitting a language', () => {
  it('cuts a tree in two, in its key order, keeping a namespace that is in both parts in both', () => {
    const tree: Messages = {
      menu: { empty: 'Empty', price: { from: 'from' } },
      cart: { title: 'Cart', badge_one: 'one', badge_other: 'many', notice: { dropped: 'gone' } },
      staff: { title: 'Staff' },
    };
    expect(splitMessages(tree, ['menu', 'cart.badge', 'cart.notice'])).toEqual({
      first: {
        menu: { empty: 'Empty', price: { from: 'from' } },
        cart: { badge_one: 'one', badge_other: 'many', notice: { dropped: 'gone' } },
      },
      rest: { cart: { title: 'Cart' }, staff: { title: 'Staff' } },
    });
    const { first, rest } = splitMessages(tree, ['menu', 'cart.badge', 'cart.notice']);
    expect(Object.keys(first.cart as Messages)).toEqual(['badge_one', 'badge_other', 'notice']);
    expect(mergeMessages(first, rest)).toEqual(tree);
  });

  it.each(locales)('%s: the build makes two modules holding every text of the file exactly once', (locale) => {
    const file = files[fileOf(locale)]!;
    const first = firsts[fileOf(locale)]!;
    const rest = rests[fileOf(locale)]!;
    const firstKeys = leaves(first).map(([key]) => key);
    const restKeys = leaves(rest).map(([key]) => key);
    expect(firstKeys.every((key) => partOfKey(key) === 'first')).toBe(true);
    expect(restKeys.every((key) => partOfKey(key) === 'rest')).toBe(true);
    expect(firstKeys.length + restKeys.length).toBe(leaves(file).length);
    expect(mergeMessages(first, rest)).toEqual(file);
  });

  it('the first part is what the menu pages need: a fifth of English, not the staff or checkout texts', () => {
    const { first, rest } = splitMessages(files[fileOf('en')]!);
    const size = (tree: Messages) => JSON.stringify(tree).length;
    expect(size(first)).toBeLessThan(size(rest) / 3);
    expect(Object.keys(first)).not.toContain('staff');
    expect(Object.keys(first)).not.toContain('checkout');
    expect(firstPartKeys).toContain('menu');
  });

  it('no text of the first part nests ($t) a key of the rest, in any language', () => {
    const nestingRest = Object.entries(firsts).flatMap(([file, tree]) =>
      leaves(tree).flatMap(([key, text]) =>
        [...text.matchAll(/\$t\(([^()]+)\)/g)]
          .filter(([, nested]) => partOfKey(nested!.trim()) === 'rest')
          .map(([, nested]) => `${file} ${key} → ${nested}`),
      ),
    );
    expect(nestingRest).toEqual([]);
  });
});
