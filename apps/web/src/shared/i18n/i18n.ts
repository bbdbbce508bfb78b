import { interfaceLanguages } from './interface-languages.ts';
import { chooseLanguage } from './choose-language.ts';
import { setCurrentLocale } from './current-locale.ts';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';
import { hasMessages, loadMessages } from './messages.ts';
import { applyDocumentLanguage } from './text-direction.ts';
import { findMessage, missingText, type Messages, type TranslateFunction } from './translate.ts';

/** What components read: the active language and a `t` bound to it (a new object on every change). */
export interface TranslationSnapshot {
  language: string;
  t: TranslateFunction;
}

const fallbackLanguage = 'en';
const bundles = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let language = fallbackLanguage;
let snapshot = createSnapshot();

/** The file whose text a language shows: its own, or English for a language without a file. */
function messageSource(locale: string): string {
  return hasMessages(locale) ? locale : fallbackLanguage;
}

function createSnapshot(): TranslationSnapshot {
  const current = language;
  const source = messageSource(current);
  const languages = source === fallbackLanguage ? [source] : [source, fallbackLanguage];
  const t: TranslateFunction = (key, values) => {
    const found = findMessage({ bundles, languages, key, values });
    if (found !== undefined) return found;
    // English is the fallback for missing keys; it is only downloaded once a key is missing.
    if (!bundles.has(fallbackLanguage)) void ensureMessages(fallbackLanguage).then(notify);
    return missingText(key, source, values);
  };
  return { language: current, t };
}

function notify(): void {
  snapshot = createSnapshot();
  for (const listener of listeners) listener();
}

function ensureMessages(source: string): Promise<void> {
  if (bundles.has(source)) return Promise.resolve();
  let pending = loading.get(source);
  if (!pending) {
    pending = loadMessages(source)
      .then((messages) => {
        if (messages) bundles.set(source, messages);
      })
      .catch((error: unknown) => {
        // SPEC §8: a locale load failure is logged, the interface keeps its current text.
        console.error(`Could not load messages for ${source}`, error);
      })
      .finally(() => loading.delete(source));
    loading.set(source, pending);
  }
  return pending;
}

/** Re-renders on every language change or newly loaded messages (for `useSyncExternalStore`). */
export function subscribeToTranslation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTranslationSnapshot(): TranslationSnapshot {
  return snapshot;
}

/** For code outside components (loaders, guards): translates in the active language. */
export const i18n = {
  t: ((key, values) => snapshot.t(key, values)) as TranslateFunction,
  get language(): string {
    return language;
  },
};

let latestChange = 0;
let pendingChange: Promise<void> = Promise.resolve();

/**
 * Switches the interface language: loads its messages, updates `<html lang dir>` and re-renders. The
 * API locale switches at once, so calls started meanwhile (route loaders) already ask in the new language.
 * When calls overlap, the last one wins and every caller waits for it.
 */
export function changeLanguage(locale: string, options: { persist?: boolean } = {}): Promise<void> {
  const change = ++latestChange;
  setCurrentLocale(locale);
  if (options.persist) writeLocaleCookie(locale);
  // A language without its own file shows English text while the content (names, descriptions) still
  // comes from the server in that language.
  const done = ensureMessages(messageSource(locale)).then(() => {
    if (change !== latestChange) return pendingChange;
    language = locale;
    applyDocumentLanguage(locale);
    notify();
  });
  pendingChange = done;
  return done;
}

/** Resolves once the latest language change has its messages; loaders that translate wait for it. */
export function messagesReady(): Promise<void> {
  return pendingChange;
}

/** The language to start with before the business (and its allowed locales) is known. */
export function bootLanguage(): string {
  return chooseLanguage({
    cookie: readLocaleCookie(),
    browserLanguages: navigator.languages ?? [navigator.language],
    allowed: interfaceLanguages,
    asked: new URLSearchParams(window.location.search).get('lang'),
  });
}

/** The language for a business: cookie, then browser, then its first locale (SPEC §4). */
export function languageForBusiness(allowed: readonly string[]): string {
  return chooseLanguage({
    cookie: readLocaleCookie(),
    browserLanguages: navigator.languages ?? [navigator.language],
    allowed: allowed.length > 0 ? allowed : [fallbackLanguage],
    asked: new URLSearchParams(window.location.search).get('lang'),
  });
}

/** Starts the interface in a language; resolves once its messages are loaded (the API locale is set at once). */
export function initI18n(locale: string): Promise<void> {
  return changeLanguage(locale);
}
