import type { MessagePart } from './message-parts.ts';
import type { Messages } from './translate.ts';

/** A language's first messages, and the loader of the rest (both cut by the build's `localeParts` plugin). */
interface FirstPart {
  default: Messages;
  loadRest: () => Promise<{ default: Messages }>;
}

/**
 * Each language file is two lazily loaded chunks, cut at build time by the `localeParts` plugin (apps/web
 * build-plugins.ts, decision 0116): the messages the menu pages need first and the rest, which the first
 * part's chunk knows how to load. Only the active language is downloaded.
 */
const loaders = import.meta.glob<FirstPart>('../../locales/*.json', { query: '?part=first' });

function loaderFor(locale: string): (() => Promise<FirstPart>) | undefined {
  return loaders[`../../locales/${locale}.json`];
}

export function hasMessages(locale: string): boolean {
  return loaderFor(locale) !== undefined;
}

/** One part of a language's messages, or null for a language without a file. */
export async function loadMessages(locale: string, part: MessagePart): Promise<Messages | null> {
  const load = loaderFor(locale);
  if (!load) return null;
  // The first part's module is loaded once: asking for the rest reuses it.
  const first = await load();
  return part === 'first' ? first.default : (await first.loadRest()).default;
}
