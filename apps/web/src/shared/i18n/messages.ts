import type { Messages } from './translate.ts';

/** One lazily loaded chunk per language file, so only the active language is downloaded. */
const loaders = import.meta.glob<{ default: Messages }>('../../locales/*.json');

function loaderFor(locale: string): (() => Promise<{ default: Messages }>) | undefined {
  return loaders[`../../locales/${locale}.json`];
}

export function hasMessages(locale: string): boolean {
  return loaderFor(locale) !== undefined;
}

export async function loadMessages(locale: string): Promise<Messages | null> {
  const load = loaderFor(locale);
  if (!load) return null;
  return (await load()).default;
}
