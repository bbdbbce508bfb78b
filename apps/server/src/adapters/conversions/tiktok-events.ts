import type { ConversionEvent, ConversionSender, DeliveryResult } from './conversion-event.ts';
import { describe, postJson } from './post-json.ts';

/** TikTok Events API settings: the token comes from the server's environment, never the business file. */
export interface TikTokEventsConfig {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
}

/**
 * TikTok Events API 2.0: POST {base}/open_api/v1.3/event/track/ with header Access-Token, event_source
 * web, event_source_id the pixel code, and `data` (event CompletePayment, event_time in seconds,
 * event_id shared with the pixel, hashed user, properties value and currency). TikTok answers HTTP 200
 * with `code` 0 when accepted; another code is a refusal (its 5xxxx codes are its own failures, retried).
 */
export class TikTokEventsSender implements ConversionSender {
  readonly platform = 'tiktok' as const;
  constructor(private readonly config: TikTokEventsConfig) {}

  async send(event: ConversionEvent): Promise<DeliveryResult> {
    const { baseUrl, accessToken, timeoutMs } = this.config;
    const { user } = event;
    const body = {
      event_source: 'web',
      event_source_id: event.pixelId,
      data: [
        {
          event: 'CompletePayment',
          event_time: event.eventTime,
          event_id: event.eventId,
          user: {
            ...(user.phone ? { phone: user.phone } : {}),
            ...(user.email ? { email: user.email } : {}),
            ...(user.externalId ? { external_id: user.externalId } : {}),
            ...(user.ip ? { ip: user.ip } : {}),
            ...(user.userAgent ? { user_agent: user.userAgent } : {}),
          },
          properties: {
            currency: event.currency,
            value: event.value,
            order_id: String(event.orderId),
            content_type: 'product',
            contents: event.contents.map((c) => ({ content_id: c.id, quantity: c.quantity, price: c.price })),
          },
          ...(event.sourceUrl ? { page: { url: event.sourceUrl } } : {}),
        },
      ],
    };
    const { result, json } = await postJson({
      url: `${baseUrl}/open_api/v1.3/event/track/`,
      body,
      headers: { 'Access-Token': accessToken },
      timeoutMs,
    });
    if (!result.ok) return result;
    const code = (json as { code?: unknown } | null)?.code;
    if (code === 0) return result;
    const retry = typeof code === 'number' && (code >= 50000 || code === 40100);
    return { ok: false, retry, error: `200 ${describe(json)}` };
  }
}
