import type { HeaderSet } from './security-headers.ts';
import { helmetHeaders, htmlHelmetOptions } from './security-headers.ts';

/** The client pixels of SPEC §4 (the business file's `pixels` keys). */
export type PixelPlatform = 'meta' | 'google_analytics' | 'snapchat' | 'tiktok';
const platforms: readonly PixelPlatform[] = ['meta', 'google_analytics', 'snapchat', 'tiktok'];

export interface PixelHosts {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The hosts each pixel loads its script from and sends its events to, as each platform documents for a CSP
 * (Google: *.googletagmanager.com, *.google-analytics.com, *.analytics.google.com). The web app's default script
 * hosts (apps/web features/tracking/pixel-platforms.ts) are these.
 */
export const pixelHosts: Record<PixelPlatform, PixelHosts> = {
  meta: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  google_analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  snapchat: {
    script: ['https://sc-static.net'],
    connect: ['https://sc-static.net', 'https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
    img: ['https://tr.snapchat.com'],
  },
  tiktok: {
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
  },
};

/** The platforms a restaurant answer's `pixels` configures (a non-empty id), in a fixed order. */
export function configuredPlatforms(pixels: unknown): PixelPlatform[] {
  if (!pixels || typeof pixels !== 'object') return [];
  const ids = pixels as Record<string, unknown>;
  return platforms.filter((platform) => typeof ids[platform] === 'string' && (ids[platform] as string).trim() !== '');
}

/**
 * The page headers of a business with pixels: the usual policy plus those platforms' hosts in script-src,
 * connect-src and img-src, for that business's pages only (issue 18). At most 16 combinations: cached.
 */
export function pixelPageHeaders(allowedOrigins: string[], used: readonly PixelPlatform[]): HeaderSet {
  const key = `${allowedOrigins.join(' ')}|${used.join(',')}`;
  let headers = cache.get(key);
  if (!headers) {
    const pick = (kind: keyof PixelHosts) => [...new Set(used.flatMap((platform) => pixelHosts[platform][kind]))];
    headers = helmetHeaders(
      htmlHelmetOptions(allowedOrigins, { script: pick('script'), connect: pick('connect'), img: pick('img') }),
    );
    cache.set(key, headers);
  }
  return headers;
}
const cache = new Map<string, HeaderSet>();
