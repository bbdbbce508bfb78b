import { sendCapiEvent } from './capi-request.ts';
import type { ConversionEvent, ConversionSender, DeliveryResult } from './conversion-event.ts';

/** Meta Conversions API settings: the token comes from the server's environment, never the business file. */
export interface MetaCapiConfig {
  baseUrl: string;
  apiVersion: string;
  accessToken: string;
  timeoutMs: number;
}

/**
 * Meta Conversions API: POST {base}/{version}/{pixel}/events with `data` (event_name Purchase,
 * event_time in seconds, event_id shared with the pixel, action_source website, hashed user_data,
 * custom_data value and currency). A 200 answers `events_received`.
 */
export class MetaCapiSender implements ConversionSender {
  readonly platform = 'meta' as const;
  constructor(private readonly config: MetaCapiConfig) {}

  send(event: ConversionEvent): Promise<DeliveryResult> {
    const { apiVersion, ...config } = this.config;
    return sendCapiEvent({
      ...config,
      version: apiVersion,
      event,
      eventName: 'Purchase',
      actionSource: 'website',
      customData: {
        currency: event.currency,
        value: event.value,
        order_id: String(event.orderId),
        content_type: 'product',
        contents: event.contents.map((c) => ({ id: c.id, quantity: c.quantity, item_price: c.price })),
      },
      receipt: {
        accepted: (json) => (json as { events_received?: unknown } | null)?.events_received === 1,
        missing: 'events_received',
      },
    });
  }
}
