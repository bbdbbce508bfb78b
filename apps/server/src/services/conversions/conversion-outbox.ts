import type { ConversionPlatform } from '@okmenu/domain';
import { conversionPlatforms, currencyOf, purchaseEventId, toMajor } from '@okmenu/domain';
import type { Transaction } from 'kysely';
import type { ConversionEvent } from '../../adapters/conversions/conversion-event.ts';
import type { RawUserData } from '../../adapters/conversions/hash-user-data.ts';
import { hashUserData } from '../../adapters/conversions/hash-user-data.ts';
import type { ConversionRepository, NewConversion } from '../../db/conversion-repository.ts';
import type { Database } from '../../db/schema.ts';

/** The business's pixel ids (its `pixels` settings); Google Analytics has no server-side events here. */
export type BusinessPixels = Partial<Record<'meta' | 'tiktok' | 'snapchat' | 'google_analytics', string>>;

/** What the outbox needs to know about a purchase that was just stored. */
export interface PurchaseFacts {
  orderId: number;
  businessId: number;
  pixels: BusinessPixels;
  /** The guest agreed to tracking on this order; without it nothing is written. */
  consent: boolean;
  /** Online payment (1) holds the events until `releasePaidPurchase`; other types send them at once. */
  paymentType: number;
  currency: string;
  /** In minor units. */
  total: number;
  lines: { item_id: number; quantity: number; unit_price: number }[];
  user: RawUserData;
  sourceUrl?: string;
  /** ISO time of the order. */
  at: string;
}

/**
 * Writes purchase events into the outbox, inside the order's transaction, for each platform that the
 * business has a pixel id for and the server has an access token for (decision 0098).
 */
export class ConversionOutbox {
  constructor(
    private readonly deps: { repository: ConversionRepository; platforms: ReadonlySet<ConversionPlatform> },
  ) {}

  /** Whether any platform can receive events (so callers can skip the work when none can). */
  get enabled(): boolean {
    return this.deps.platforms.size > 0;
  }

  /** The outbox rows of a purchase: none without consent, a pixel id and a server token. */
  purchaseRows(facts: PurchaseFacts): NewConversion[] {
    if (!facts.consent) return [];
    const currency = currencyOf(facts.currency);
    const major = (minor: number) => toMajor(minor, currency);
    const status = facts.paymentType === 1 ? 'held' : 'pending';
    return conversionPlatforms.flatMap((platform) => {
      const pixelId = facts.pixels[platform]?.trim();
      if (!pixelId || !this.deps.platforms.has(platform)) return [];
      const event: ConversionEvent = {
        eventId: purchaseEventId(facts.orderId),
        pixelId,
        orderId: facts.orderId,
        eventTime: Math.floor(Date.parse(facts.at) / 1000),
        currency: facts.currency,
        value: major(facts.total),
        contents: facts.lines.map((line) => ({
          id: String(line.item_id),
          quantity: line.quantity,
          price: major(line.unit_price),
        })),
        ...(facts.sourceUrl ? { sourceUrl: facts.sourceUrl } : {}),
        user: hashUserData(platform, facts.user),
      };
      return [
        {
          order_id: facts.orderId,
          business_id: facts.businessId,
          platform,
          kind: 'purchase',
          event_id: event.eventId,
          payload: JSON.stringify(event),
          status,
          attempts: 0,
          next_attempt_at: facts.at,
          last_error: null,
          created_at: facts.at,
          updated_at: facts.at,
        },
      ];
    });
  }

  /** Writes a purchase's events in the caller's (the order's) transaction. */
  async addPurchase(trx: Transaction<Database>, facts: PurchaseFacts): Promise<void> {
    await this.deps.repository.add(trx, this.purchaseRows(facts));
  }

  /**
   * The payments hook: once an order's online payment is confirmed, its held purchase events (same event
   * id as the pixel's, `purchase-<orderId>`) become due. Pass the payment's transaction so the release
   * commits with it. Returns how many events were released (0 without consent or pixels).
   */
  async releasePaidPurchase(options: { orderId: number; at: Date; trx?: Transaction<Database> }): Promise<number> {
    return this.deps.repository.release({
      orderId: options.orderId,
      at: options.at.toISOString(),
      ...(options.trx ? { trx: options.trx } : {}),
    });
  }
}
