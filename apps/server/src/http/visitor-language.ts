import { matchLanguage } from '@okmenu/domain';

/** The cookie the web app saves the chosen language in (SPEC §4; apps/web locale-cookie.ts). */
const localeCookieName = 'i18n_redirected';

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Accept-Language's tags, most wanted first (what `navigator.languages` holds in the browser). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language the web app will choose for a visitor of a business (SPEC §4, apps/web choose-language.ts):
 * the saved cookie when the business allows it, else the first accepted language it allows, else its first.
 */
export function visitorLanguage(
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  allowed: readonly string[],
  /** A link's `?lang=`, which wins when the business has the language (hreflang alternates, decision 0099). */
  asked?: string,
): string {
  const fromLink = asked ? matchLanguage(asked, allowed) : undefined;
  if (fromLink) return fromLink;
  const saved = readCookie(headers.cookie ?? '', localeCookieName);
  const fromCookie = saved ? matchLanguage(saved, allowed) : undefined;
  if (fromCookie) return fromCookie;
  for (const tag of acceptedLanguages(headers['accept-language'] ?? '')) {
    const match = matchLanguage(tag, allowed);
    if (match) return match;
  }
  return allowed[0] ?? 'en';
}
