/** The four client pixels of SPEC §4, their business setting (`pixels` in the restaurant answer) and consent. */
export type Platform = 'meta' | 'google_analytics' | 'snapchat' | 'tiktok';

export const platforms: readonly Platform[] = ['meta', 'google_analytics', 'snapchat', 'tiktok'];

/** Google Analytics measures (analytics consent); the others advertise (marketing consent). */
export const purposeOf = (platform: Platform): 'analytics' | 'marketing' =>
  platform === 'google_analytics' ? 'analytics' : 'marketing';

/** The configured pixel ids of a business (trimmed, empty ones left out). */
export function configuredPixels(
  pixels: Partial<Record<string, string>> | undefined,
): Partial<Record<Platform, string>> {
  const found: Partial<Record<Platform, string>> = {};
  for (const platform of platforms) {
    const id = pixels?.[platform]?.trim();
    if (id) found[platform] = id;
  }
  return found;
}

/**
 * Where each platform's script comes from: its real host by default, another at build time (VITE_*_HOST) so
 * tests can point them at a local stand-in. The server's CSP lists the real hosts (apps/server pixel-csp.ts).
 */
export const scriptHosts: Record<Platform, string> = {
  meta: import.meta.env.VITE_META_PIXEL_HOST || 'https://connect.facebook.net',
  google_analytics: import.meta.env.VITE_GTAG_HOST || 'https://www.googletagmanager.com',
  snapchat: import.meta.env.VITE_SNAPCHAT_PIXEL_HOST || 'https://sc-static.net',
  tiktok: import.meta.env.VITE_TIKTOK_PIXEL_HOST || 'https://analytics.tiktok.com',
};

export function scriptUrl(platform: Platform, id: string): string {
  const host = scriptHosts[platform].replace(/\/+$/, '');
  switch (platform) {
    case 'meta':
      return `${host}/en_US/fbevents.js`;
    case 'google_analytics':
      return `${host}/gtag/js?id=${encodeURIComponent(id)}`;
    case 'snapchat':
      return `${host}/scevent.min.js`;
    case 'tiktok':
      return `${host}/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`;
  }
}
