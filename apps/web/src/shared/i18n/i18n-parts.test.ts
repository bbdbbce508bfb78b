import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePart } from './message-parts.ts';
import type { Messages } from './translate.ts';

/** The messages' two parts per language, as the build cuts them (`menu` is first, `checkout` the rest). */
const texts: Record<string, Record<MessagePart, Messages>> = {
  en: {
    first: { menu: { empty: 'Nothing here', seeAll: 'See all' } },
    rest: { checkout: { title: 'Checkout', placeOrder: 'Place order' } },
  },
  ar: {
    first: { menu: { empty: 'لا شيء هنا' } },
    rest: { checkout: { title: 'إتمام الطلب' } },
  },
};

interface Load {
  locale: string;
  part: MessagePart;
  answer: () => void;
  fail: () => void;
}

/** Each download the translator starts, answered when a test says so. */
let loads: Load[] = [];

vi.mock('./messages.ts', () => ({
  hasMessages: (locale: string) => locale in texts,
  loadMessages: (locale: string, part: MessagePart) =>
    new Promise<Messages>((resolve, reject) =>
      loads.push({
        locale,
        part,
        answer: () => resolve(texts[locale]![part]),
        fail: () => reject(new Error('offline')),
      }),
    ),
}));

const requested = () => loads.map(({ locale, part }) => `${locale}:${part}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function answer(locale: string, part: MessagePart): Promise<void> {
  const load = loads.find((entry) => entry.locale === locale && entry.part === part);
  if (!load) throw new Error(`${locale}:${part} was not requested (${requested().join(', ')})`);
  load.answer();
  await settle();
}

/** A fresh translator per test (its state is the module's). */
async function translator() {
  vi.resetModules();
  return import('./i18n.ts');
}

/** A fresh translator switched to Arabic with the first part in (a menu page's start), console errors caught. */
async function arabicFirstPart() {
  const i18n = await translator();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const started = i18n.changeLanguage('ar');
  await answer('ar', 'first');
  await started;
  return { i18n, error };
}

/** A fresh translator switched to Arabic with both parts in, as once a screen needed every message. */
async function wholeArabic() {
  const i18n = await translator();
  void i18n.changeLanguage('ar');
  const all = i18n.allMessagesReady();
  await answer('ar', 'first');
  await answer('ar', 'rest');
  await all;
  return i18n;
}

beforeEach(() => {
  loads = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loading the messages in two parts (decision 0116)', () => {
  it('a menu page starts with the first part only; the rest follows seconds after the page loaded, when idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const i18n = await translator();
    const started = i18n.changeLanguage('ar');
    expect(requested()).toEqual(['ar:first']);
    loads[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    await started;
    expect(i18n.i18n.t('menu.empty')).toBe('لا شيء هنا');
    await vi.advanceTimersByTimeAsync(2900);
    expect(requested()).toEqual(['ar:first']);
    await vi.advanceTimersByTimeAsync(200);
    expect(requested()).toEqual(['ar:first', 'ar:rest']);
  });

  it('a screen outside the menu waits for the rest, asked for at once rather than after the language change', async () => {
    const i18n = await translator();
    void i18n.changeLanguage('ar');
    let ready = false;
    void i18n.allMessagesReady().then(() => (ready = true));
    expect(requested()).toEqual(['ar:first', 'ar:rest']);
    await answer('ar', 'first');
    expect(ready).toBe(false);
    await answer('ar', 'rest');
    expect(ready).toBe(true);
    expect(i18n.i18n.t('checkout.title')).toBe('إتمام الطلب');
  });

  it('once a screen needed every message, switching language waits for both parts of the new one', async () => {
    const i18n = await wholeArabic();
    const switched = i18n.changeLanguage('en');
    expect(requested().slice(2)).toEqual(['en:first', 'en:rest']);
    await answer('en', 'first');
    expect(i18n.i18n.language).toBe('ar');
    await answer('en', 'rest');
    await switched;
    expect(i18n.i18n.language).toBe('en');
    expect(i18n.i18n.t('checkout.title')).toBe('Checkout');
  });

  it('a screen asking for a rest key before the rest is in is reported, shows neither English nor a guess, and is redrawn once it is', async () => {
    const { i18n, error } = await arabicFirstPart();
    const redrawn = vi.fn();
    i18n.subscribeToTranslation(redrawn);

    expect(i18n.getTranslationSnapshot().t('checkout.title')).toBe('checkout.title');
    expect(i18n.getTranslationSnapshot().t('checkout.title')).toBe('checkout.title');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('checkout.title');
    expect(requested()).toEqual(['ar:first', 'ar:rest']);

    await answer('ar', 'rest');
    expect(redrawn).toHaveBeenCalled();
    expect(i18n.getTranslationSnapshot().t('checkout.title')).toBe('إتمام الطلب');
  });

  it('a rest that fails to download is logged once and not asked for again in a loop of redraws', async () => {
    const { i18n, error } = await arabicFirstPart();
    const redrawn = vi.fn();
    i18n.subscribeToTranslation(redrawn);
    expect(i18n.getTranslationSnapshot().t('checkout.title')).toBe('checkout.title');
    loads.find((load) => load.part === 'rest')!.fail();
    await settle();
    expect(redrawn).not.toHaveBeenCalled();
    expect(requested()).toEqual(['ar:first', 'ar:rest']);
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      'The message checkout.title was asked for before the rest of the ar messages was loaded',
      'Could not load messages for ar',
    ]);
  });

  it('English fills a key a language lacks, once the language is whole', async () => {
    const i18n = await wholeArabic();
    expect(i18n.i18n.t('menu.seeAll')).toBe('menu.seeAll');
    expect(requested().slice(2)).toEqual(['en:first', 'en:rest']);
    await answer('en', 'first');
    await answer('en', 'rest');
    expect(i18n.i18n.t('menu.seeAll')).toBe('See all');
    expect(i18n.i18n.t('checkout.placeOrder')).toBe('Place order');
  });

  it('a key asked for with a default value (one that may not exist) is not reported', async () => {
    const { i18n, error } = await arabicFirstPart();
    expect(i18n.i18n.t('business.types.unknown', { defaultValue: '' })).toBe('');
    expect(error).not.toHaveBeenCalled();
  });

  it('a language without a file shows English, in the same two parts', async () => {
    const i18n = await translator();
    const started = i18n.changeLanguage('sw');
    expect(requested()).toEqual(['en:first']);
    await answer('en', 'first');
    await started;
    expect(i18n.i18n.language).toBe('sw');
    expect(i18n.i18n.t('menu.empty')).toBe('Nothing here');
  });

  it('initI18n (tests, tools) loads the whole language before it resolves', async () => {
    const i18n = await translator();
    const started = i18n.initI18n('en');
    expect(requested()).toEqual(['en:first', 'en:rest']);
    await answer('en', 'first');
    await answer('en', 'rest');
    await started;
    expect(i18n.i18n.t('checkout.title')).toBe('Checkout');
  });
});
