/** Matches a language tag ("ar-KW") to an allowed language ("ar"), exact tag first (SPEC §4; web and server). */
export function matchLanguage(tag: string, allowed: readonly string[]): string | undefined {
  const lower = tag.toLowerCase();
  return allowed.find((code) => code.toLowerCase() === lower) ?? allowed.find((code) => code === lower.split('-')[0]);
}
