/** Matches a browser tag ("ar-KW") to an allowed language ("ar"), exact tag first. */
function matchAllowed(tag: string, allowed: readonly string[]): string | undefined {
  const lower = tag.toLowerCase();
  return allowed.find((code) => code.toLowerCase() === lower) ?? allowed.find((code) => code === lower.split('-')[0]);
}

/**
 * The interface language (SPEC §4): the saved cookie when the business allows it, else the first
 * browser language the business allows, else the business's first locale, else English.
 */
export function chooseLanguage(options: {
  cookie: string | null;
  browserLanguages: readonly string[];
  allowed: readonly string[];
}): string {
  const { cookie, browserLanguages, allowed } = options;
  if (cookie) {
    const saved = matchAllowed(cookie, allowed);
    if (saved) return saved;
  }
  for (const tag of browserLanguages) {
    const match = matchAllowed(tag, allowed);
    if (match) return match;
  }
  return allowed[0] ?? 'en';
}
