import type { MetaCapiConfig } from './adapters/conversions/meta-capi.ts';
import type { SnapchatCapiConfig } from './adapters/conversions/snapchat-capi.ts';
import type { TikTokEventsConfig } from './adapters/conversions/tiktok-events.ts';

/** Server-side conversion events: a platform is on only when its access token is set (decision 0098). */
export interface ConversionsConfig {
  meta?: MetaCapiConfig;
  tiktok?: TikTokEventsConfig;
  snapchat?: SnapchatCapiConfig;
  intervalMs: number;
}

const timeoutMs = 10_000;
const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * META_CAPI_TOKEN, TIKTOK_EVENTS_TOKEN, SNAPCHAT_CAPI_TOKEN turn each platform on; META_CAPI_URL,
 * META_CAPI_VERSION, TIKTOK_EVENTS_URL, SNAPCHAT_CAPI_URL move their endpoints (tests, proxies);
 * CONVERSIONS_INTERVAL_MS is how often the outbox is delivered.
 */
export function readConversionsConfig(env: NodeJS.ProcessEnv = process.env): ConversionsConfig {
  const interval = Number(env.CONVERSIONS_INTERVAL_MS ?? 5000);
  if (!Number.isFinite(interval) || interval < 100) {
    throw new Error(`CONVERSIONS_INTERVAL_MS must be at least 100 ms, got ${env.CONVERSIONS_INTERVAL_MS}`);
  }
  const meta = trimmed(env.META_CAPI_TOKEN);
  const tiktok = trimmed(env.TIKTOK_EVENTS_TOKEN);
  const snapchat = trimmed(env.SNAPCHAT_CAPI_TOKEN);
  return {
    intervalMs: interval,
    ...(meta && {
      meta: {
        baseUrl: trimmed(env.META_CAPI_URL) ?? 'https://graph.facebook.com',
        apiVersion: trimmed(env.META_CAPI_VERSION) ?? 'v21.0',
        accessToken: meta,
        timeoutMs,
      },
    }),
    ...(tiktok && {
      tiktok: {
        baseUrl: trimmed(env.TIKTOK_EVENTS_URL) ?? 'https://business-api.tiktok.com',
        accessToken: tiktok,
        timeoutMs,
      },
    }),
    ...(snapchat && {
      snapchat: {
        baseUrl: trimmed(env.SNAPCHAT_CAPI_URL) ?? 'https://tr.snapchat.com',
        accessToken: snapchat,
        timeoutMs,
      },
    }),
  };
}
