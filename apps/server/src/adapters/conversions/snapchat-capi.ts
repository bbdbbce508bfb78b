import { sendCapiEvent } from './capi-request.ts';
import type { ConversionEvent, ConversionSender, DeliveryResult } from './conversion-event.ts';

/** Snapchat Conversions API settings: the token comes from the server's environment, never the business file. */
export interface SnapchatCapiConfig {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
}

/**
 * Snapchat Conversions API v3: POST {base}/v3/{pixel}/events?access_token=… with `data` (event_name
 * PURCHASE, event_time in seconds, event_id shared with the pixel, action_source WEB, hashed user_data,
 * custom_data value and currency, numbers as strings).
 */
export class SnapchatCapiSender implements ConversionSender {
  readonly platform = 'snapchat' as const;
  constructor(private readonly config: SnapchatCapiConfig) {}

  send(event: ConversionEvent): Promise<DeliveryResult> {
    return sendCapiEvent({
      ...this.config,
      version: 'v3',
      event,
      eventName: 'PURCHASE',
      actionSource: 'WEB',
      customData: {
        currency: event.currency,
        value: String(event.value),
        order_id: String(event.orderId),
        contents: event.contents.map((c) => ({
          id: c.id,
          quantity: String(c.quantity),
          item_price: String(c.price),
        })),
      },
    });
  }
}
