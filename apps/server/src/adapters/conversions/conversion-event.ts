import type { ConversionPlatform } from '@okmenu/domain';

/** User data of an event, already normalised and SHA-256-hashed the way its platform asks. */
export interface HashedUserData {
  phone?: string;
  email?: string;
  externalId?: string;
  /** Sent as they are (the platforms do not want them hashed). */
  ip?: string;
  userAgent?: string;
}

/** A purchase as the outbox stores it for one platform (decision 0098). */
export interface ConversionEvent {
  eventId: string;
  pixelId: string;
  orderId: number;
  /** Unix seconds. */
  eventTime: number;
  currency: string;
  /** In the currency's major unit. */
  value: number;
  contents: { id: string; quantity: number; price: number }[];
  sourceUrl?: string;
  user: HashedUserData;
}

/** What became of one delivery: delivered, worth another try later, or refused for good. */
export type DeliveryResult = { ok: true } | { ok: false; retry: boolean; error: string };

/** One platform's conversions API. */
export interface ConversionSender {
  platform: ConversionPlatform;
  send(event: ConversionEvent): Promise<DeliveryResult>;
}
