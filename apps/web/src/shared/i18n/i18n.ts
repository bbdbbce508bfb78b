import { interfaceLanguages } from './interface-languages.ts';
import { chooseLanguage } from './choose-language.ts';
import { setCurrentLocale } from './current-locale.ts';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';
import { mergeMessages, messageParts, type MessagePart } from './message-parts.ts';
import { hasMessages, loadMessages } from './messages.ts';
import { applyDocumentLanguage } from './text-direction.ts';
import { findMessage, missingText, type Messages, type TranslateFunction } from './translate.ts';

/** What components read: the active language and a `t` bound to it (a new object on every change). */
export interface TranslationSnapshot {
  language: string;
  t: TranslateFunction;
}

const fallbackLanguage = 'en';
/** What each language has loaded so far, its parts merged into one tree. */
const bundles = new Map<string, Messages>();
const loadedParts = new Map<string, Set<MessagePart>>();
const loading = new Map<string, Promise<void>>();
/** Parts being loaded because a text was missing; the interface re-renders once each is in. */
const refreshing = new Set<string>();
const reported = new Set<string>();
const listeners = new Set<() => void>();
let language = fallbackLanguage;
/** The language of the latest `changeLanguage` call, before its messages are in. */
let requestedLanguage = fallbackLanguage;
/** Set once a screen outside the menu awaited every message: language changes then load both parts. */
let everyPartWanted = false;
let snapshot = createSnapshot();

/** The file whose text a language shows: its own, or English for a language without a file. */
function messageSource(locale: string): string {
  return hasMessages(locale) ? locale : fallbackLanguage;
}

function hasPart(source: string, part: MessagePart): boolean {
  return loadedParts.get(source)?.has(part) ?? false;
}

/** Loads a part that a text needs and re-renders once it is in (at most one re-render per part). */
function refreshWith(source: string, part: MessagePart): void {
  const id = `${source}:${part}`;
  if (refreshing.has(id)) return;
  refreshing.add(id);
  void ensurePart(source, part).then(() => {
    refreshing.delete(id);
    // A failed download was logged; redrawing would only ask for it again, at once and forever.
    if (hasPart(source, part)) notify();
  });
}

function createSnapshot(): TranslationSnapshot {
  const current = language;
  const source = messageSource(current);
  const languages = source === fallbackLanguage ? [source] : [source, fallbackLanguage];
  const t: TranslateFunction = (key, values) => {
    if (!hasPart(source, 'rest')) {
      // Only the first part is in, and every language file has every key (locale-files.test.ts): a key it
      // lacks is in the rest, which a screen using it must await before it renders (decision 0116). Neither
      // the key nor English is the right text, so this is reported (e2e fails on it) and redrawn once loaded.
      const own = findMessage({ bundles, languages: [source], key, values });
      if (own !== undefined) return own;
      if (values?.defaultValue === undefined && !reported.has(key)) {
        reported.add(key);
        console.error(`The message ${key} was asked for before the rest of the ${source} messages was loaded`);
      }
      refreshWith(source, 'rest');
      return missingText(key, source, values);
    }
    const found = findMessage({ bundles, languages, key, values });
    if (found !== undefined) return found;
    // English is the fallback for missing keys; it is only downloaded once a key is missing.
    for (const part of messageParts) if (!hasPart(fallbackLanguage, part)) refreshWith(fallbackLanguage, part);
    return missingText(key, source, values);
  };
  return { language: current, t };
}

function notify(): void {
  snapshot = createSnapshot();
  for (const listener of listeners) listener();
}

function ensurePart(source: string, part: MessagePart): Promise<void> {
  if (hasPart(source, part)) return Promise.resolve();
  const id = `${source}:${part}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = loadMessages(source, part)
      .then((messages) => {
        if (!messages) return;
        bundles.set(source, mergeMessages(bundles.get(source) ?? {}, messages));
        loadedParts.set(source, new Set([...(loadedParts.get(source) ?? []), part]));
      })
      .catch((error: unknown) => {
        // SPEC §8: a locale load failure is logged, the interface keeps its current text.
        console.error(`Could not load messages for ${source}`, error);
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

function ensureParts(source: string, parts: readonly MessagePart[]): Promise<void> {
  return Promise.all(parts.map((part) => ensurePart(source, part))).then(() => undefined);
}

/** How long after the page's `load` the rest of the messages waits, like the service worker (decision 0099). */
const restDelay = 3000;

/**
 * The rest of the active language's messages, once the first screen has loaded (its pictures and answers
 * first): a few seconds after `load`, when the browser is idle (decision 0116). A screen that needs it sooner
 * asks for it through `allMessagesReady()`.
 */
function loadRestWhenIdle(): void {
  if (typeof window === 'undefined') return;
  const load = () => void ensurePart(messageSource(language), 'rest');
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: restDelay });
      else load();
    }, restDelay);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
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
 * When calls overlap, the last one wins and every caller waits for it. On the menu it waits for the first
 * part of the messages only (the rest follows when idle); once a screen needed every message, for both.
 */
export function changeLanguage(locale: string, options: { persist?: boolean } = {}): Promise<void> {
  const change = ++latestChange;
  requestedLanguage = locale;
  setCurrentLocale(locale);
  if (options.persist) writeLocaleCookie(locale);
  // A language without its own file shows English text while the content (names, descriptions) still
  // comes from the server in that language.
  const parts: readonly MessagePart[] = everyPartWanted ? messageParts : ['first'];
  const done = ensureParts(messageSource(locale), parts).then(() => {
    if (change !== latestChange) return pendingChange;
    language = locale;
    applyDocumentLanguage(locale);
    notify();
    if (!hasPart(messageSource(locale), 'rest')) loadRestWhenIdle();
  });
  pendingChange = done;
  return done;
}

/** Resolves once the latest language change has its first messages; loaders that translate wait for it. */
export function messagesReady(): Promise<void> {
  return pendingChange;
}

/**
 * Resolves once the active language has all its messages, the rest included: every screen outside the
 * menu awaits it before it renders (decision 0116). From then on, language changes load both parts.
 */
export async function allMessagesReady(): Promise<void> {
  everyPartWanted = true;
  // A deep link to a screen outside the menu asks for the rest at once, not after the language change: it
  // downloads as soon as the first part's module (which knows its file, and which the page preloads) is in.
  void ensurePart(messageSource(requestedLanguage), 'rest');
  let change: Promise<void>;
  do {
    change = pendingChange;
    await change;
    await ensurePart(messageSource(language), 'rest');
  } while (change !== pendingChange);
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

/** Starts the interface in a language with all its messages (tests, tools); the API locale is set at once. */
export function initI18n(locale: string): Promise<void> {
  everyPartWanted = true;
  return changeLanguage(locale);
}
