import { describe, expect, it } from 'vitest';
import { findMessage, translate, type Messages } from './translate.ts';

const en: Messages = {
  greeting: 'Hello {{name}}',
  nested: { deeper: { title: 'Deep title' } },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  items_zero: 'No items',
  place_ordinal_one: '{{count}}st',
  place_ordinal_two: '{{count}}nd',
  place_ordinal_few: '{{count}}rd',
  place_ordinal_other: '{{count}}th',
  friend: 'A friend',
  friend_male: 'A boyfriend',
  friend_male_one: '{{count}} boyfriend',
  friend_male_other: '{{count}} boyfriends',
  empty: '',
  onlyEnglish: 'Only in English',
  cart: 'Your $t(nested.deeper.title) here',
  user: 'Signed in as {{user.name}}',
  price: 'Costs {{amount, number}}',
  html: 'Hello {{name}}',
};
const ar: Messages = {
  greeting: 'مرحبا {{name}}',
  items_zero: 'لا عناصر',
  items_one: 'عنصر واحد',
  items_two: 'عنصران',
  items_few: '{{count}} عناصر',
  items_many: '{{count}} عنصرًا',
  items_other: '{{count}} عنصر',
};
const bundles = new Map([
  ['en', en],
  ['ar', ar],
]);
const inEnglish = (key: string, values?: Record<string, unknown>) =>
  translate({ bundles, languages: ['en'], key, values });
const inArabic = (key: string, values?: Record<string, unknown>) =>
  translate({ bundles, languages: ['ar', 'en'], key, values });

describe('translate', () => {
  it('fills {{name}} placeholders without escaping HTML', () => {
    expect(inEnglish('greeting', { name: 'Sam' })).toBe('Hello Sam');
    expect(inEnglish('html', { name: '<b>&</b>' })).toBe('Hello <b>&</b>');
  });

  it('leaves a placeholder whose value was not given', () => {
    expect(inEnglish('greeting')).toBe('Hello {{name}}');
  });

  it('reads nested keys by their dotted path', () => {
    expect(inEnglish('nested.deeper.title')).toBe('Deep title');
  });

  it('picks the English plural form by count, with _zero for 0', () => {
    expect(inEnglish('items', { count: 1 })).toBe('1 item');
    expect(inEnglish('items', { count: 5 })).toBe('5 items');
    expect(inEnglish('items', { count: 0 })).toBe('No items');
  });

  it('picks the Arabic plural forms of Intl.PluralRules', () => {
    expect(inArabic('items', { count: 0 })).toBe('لا عناصر');
    expect(inArabic('items', { count: 1 })).toBe('عنصر واحد');
    expect(inArabic('items', { count: 2 })).toBe('عنصران');
    expect(inArabic('items', { count: 3 })).toBe('3 عناصر');
    expect(inArabic('items', { count: 11 })).toBe('11 عنصرًا');
    expect(inArabic('items', { count: 100 })).toBe('100 عنصر');
  });

  it('picks ordinal forms when asked', () => {
    expect(inEnglish('place', { count: 1, ordinal: true })).toBe('1st');
    expect(inEnglish('place', { count: 22, ordinal: true })).toBe('22nd');
    expect(inEnglish('place', { count: 13, ordinal: true })).toBe('13th');
  });

  it('picks a context form, with plurals, and falls back to the plain key for an unknown context', () => {
    expect(inEnglish('friend', { context: 'male' })).toBe('A boyfriend');
    expect(inEnglish('friend', { context: 'male', count: 2 })).toBe('2 boyfriends');
    expect(inEnglish('friend', { context: 'female' })).toBe('A friend');
  });

  it('falls back to English for a key the language lacks', () => {
    expect(inArabic('onlyEnglish')).toBe('Only in English');
    expect(inArabic('greeting', { name: 'سام' })).toBe('مرحبا سام');
  });

  it('returns the default value, else the key, when no language has it', () => {
    expect(inEnglish('missing.key', { defaultValue: '' })).toBe('');
    expect(inEnglish('missing.key')).toBe('missing.key');
    expect(findMessage({ bundles, languages: ['en'], key: 'missing.key' })).toBeUndefined();
  });

  it('returns an empty string that is present, and never an object', () => {
    expect(inEnglish('empty', { defaultValue: 'x' })).toBe('');
    expect(inEnglish('nested')).toBe('nested');
  });

  it('resolves $t(key) nesting, dotted values and number formatting', () => {
    expect(inEnglish('cart')).toBe('Your Deep title here');
    expect(inEnglish('user', { user: { name: 'Ali' } })).toBe('Signed in as Ali');
    expect(inEnglish('price', { amount: 1234.5 })).toBe('Costs 1,234.5');
  });
});
