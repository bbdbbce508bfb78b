/** Cookie that remembers the chosen language (SPEC §4); the name is kept from the original product. */
export const localeCookieName = 'i18n_redirected';
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The Set-Cookie string for a language: 365 days, whole site, SameSite=Lax. */
export function localeCookieString(locale: string): string {
  return `${localeCookieName}=${encodeURIComponent(locale)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function writeLocaleCookie(locale: string, target: { cookie: string } = document): void {
  target.cookie = localeCookieString(locale);
}

export function readLocaleCookie(cookieHeader: string = document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookieName) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}
