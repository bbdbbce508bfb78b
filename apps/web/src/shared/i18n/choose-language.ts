import { matchLanguage } from '@okmenu/domain';

/**
 * The interface language (SPEC §4): the saved cookie when the business allows it, else the first
 * browser language the business allows, else the business's first locale, else English.
 */
export function chooseLanguage(options: {
  cookie: string | null;
  browserLanguages: readonly string[];
  allowed: readonly string[];
  /** A link's `?lang=` (the pages search engines list per language, decision 0099): it wins when allowed. */
  asked?: string | null;
}): string {
  const { cookie, browserLanguages, allowed, asked } = options;
  if (asked) {
    const linked = matchLanguage(asked, allowed);
    if (linked) return linked;
  }
  if (cookie) {
    const saved = matchLanguage(cookie, allowed);
    if (saved) return saved;
  }
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag, allowed);
    if (match) return match;
  }
  return allowed[0] ?? 'en';
}
