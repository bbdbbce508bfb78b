import type { ConversionEvent, DeliveryResult } from './conversion-event.ts';
import { postJson } from './post-json.ts';

/**
 * The request Meta's and Snapchat's conversions APIs share: POST {base}/{version}/{pixel}/events with the
 * token in the query and one event in `data` (its name, time in seconds, the event id shared with the pixel,
 * the action source, the page, hashed `user_data` and the platform's `custom_data`). An answer is delivered
 * when it is 2xx and `accepted` (if given) finds the platform's own receipt in its body; a 2xx without that
 * receipt is retried.
 */
export async function sendCapiEvent(options: {
  baseUrl: string;
  /** `v21.0` (Meta) or `v3` (Snapchat). */
  version: string;
  accessToken: string;
  timeoutMs: number;
  event: ConversionEvent;
  eventName: string;
  actionSource: string;
  customData: Record<string, unknown>;
  /** The platform's receipt in a 2xx answer, named in the retry error when missing. */
  receipt?: { accepted: (json: unknown) => boolean; missing: string };
}): Promise<DeliveryResult> {
  const { baseUrl, version, accessToken, timeoutMs, event } = options;
  const url = `${baseUrl}/${version}/${encodeURIComponent(event.pixelId)}/events?access_token=${encodeURIComponent(accessToken)}`;
  const { user } = event;
  const body = {
    data: [
      {
        event_name: options.eventName,
        event_time: event.eventTime,
        event_id: event.eventId,
        action_source: options.actionSource,
        ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
        user_data: {
          ...(user.phone ? { ph: [user.phone] } : {}),
          ...(user.email ? { em: [user.email] } : {}),
          ...(user.externalId ? { external_id: [user.externalId] } : {}),
          ...(user.ip ? { client_ip_address: user.ip } : {}),
          ...(user.userAgent ? { client_user_agent: user.userAgent } : {}),
        },
        custom_data: options.customData,
      },
    ],
  };
  const { result, json } = await postJson({ url, body, timeoutMs });
  if (!result.ok || !options.receipt || options.receipt.accepted(json)) return result;
  return { ok: false, retry: true, error: `200 without ${options.receipt.missing}` };
}
