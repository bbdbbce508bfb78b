import { isNotifiedStatus, pickText, statusMessage } from '@okmenu/domain';
import type { Transaction } from 'kysely';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import { maskPhone, SmsDeliveryError } from '../../adapters/sms/sms-sender.ts';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { NotificationRepository } from '../../db/notification-repository.ts';
import type { OrderRow } from '../../db/order-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderDetails } from './wire/order-view.ts';

/** A status message composed before the status moves, queued in the move's own transaction. */
export interface PreparedNotice {
  order_id: number;
  business_id: number;
  status: number;
  channel: 'sms' | 'whatsapp';
  phone: string;
  text: string;
}

const maxAttempts = 5;
const firstRetryMs = 30_000;

/**
 * Guests who opted in at checkout hear status changes by SMS or WhatsApp (issue 17): the message is queued
 * with the status move, at most once per status, and a worker sends it through the SMS adapters, retrying
 * with backoff. A provider failure never blocks the board.
 */
export class GuestNotifications {
  constructor(
    private readonly deps: {
      repository: NotificationRepository;
      businesses: BusinessRepository;
      sender: SmsSender;
      /** The channels `sender` carries (the guest's opt-in is refused on others); both when unset. */
      channels?: readonly ('sms' | 'whatsapp')[];
      /** Where the guest's link to the live order page points (PUBLIC_URL). */
      publicUrl: string;
      clock: () => Date;
      warn?: (details: object, message: string) => void;
    },
  ) {}

  /** Whether a guest may opt in to hear back on `channel` (the SMS configuration carries it). */
  carries(channel: 'sms' | 'whatsapp'): boolean {
    return (this.deps.channels ?? ['sms', 'whatsapp']).includes(channel);
  }

  /** The message a move to `to` sends, or null when the guest did not opt in or the status is not told. */
  async prepare(options: { row: OrderRow; to: number; reason: string | null }): Promise<PreparedNotice | null> {
    const { row, to } = options;
    if (!isNotifiedStatus(to)) return null;
    const notify = (JSON.parse(row.details) as OrderDetails).notify;
    if (!notify) return null;
    const business = await this.deps.businesses.findById(row.business_id);
    if (!business) return null;
    const venue = pickText(business.settings.business_name, [notify.locale, ...business.settings.locales]);
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/${business.reference_id}/order/${row.id}`;
    const text = statusMessage({
      status: to,
      locale: notify.locale,
      venue,
      orderId: row.id,
      link,
      reason: options.reason,
    });
    return {
      order_id: row.id,
      business_id: row.business_id,
      status: to,
      channel: notify.channel,
      phone: row.phone,
      text,
    };
  }

  /** Queues a prepared message in the status move's transaction. */
  async enqueue(trx: Transaction<Database>, notice: PreparedNotice, at: string): Promise<void> {
    await this.deps.repository.enqueue(trx, { ...notice, at });
  }

  /** Sends what is due; returns how many were sent, will be retried, and were given up. */
  async runOnce(limit = 50): Promise<{ sent: number; retrying: number; failed: number }> {
    const now = this.deps.clock();
    const due = await this.deps.repository.due({ now: now.toISOString(), limit });
    const tally = { sent: 0, retrying: 0, failed: 0 };
    for (const row of due) {
      const attempts = row.attempts + 1;
      try {
        await this.deps.sender.send({ to: row.phone, text: row.text, channel: row.channel });
        await this.deps.repository.settle({ id: row.id, state: 'sent', attempts, at: now.toISOString() });
        tally.sent += 1;
      } catch (error) {
        const status = error instanceof SmsDeliveryError ? error.details.status : undefined;
        // A provider that refuses the message itself (a 4xx other than rate limiting) will refuse it again.
        const permanent = status !== undefined && status >= 400 && status < 500 && status !== 429;
        const giveUp = permanent || attempts >= maxAttempts;
        const nextAttemptAt = new Date(now.getTime() + firstRetryMs * 2 ** (attempts - 1)).toISOString();
        await this.deps.repository.settle({
          id: row.id,
          state: giveUp ? 'failed' : 'pending',
          attempts,
          at: now.toISOString(),
          nextAttemptAt,
          error: (error as Error).message.slice(0, 300),
        });
        this.deps.warn?.({ orderId: row.order_id, phone: maskPhone(row.phone), attempts }, 'status message not sent');
        if (giveUp) tally.failed += 1;
        else tally.retrying += 1;
      }
    }
    return tally;
  }
}
