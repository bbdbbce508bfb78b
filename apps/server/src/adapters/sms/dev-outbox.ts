import { randomUUID } from 'node:crypto';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** A message kept by the development outbox. */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'whatsapp';
  text: string;
  sentAt: Date;
}

/**
 * The development provider (the default, for the demo and tests): messages stay in this process's
 * memory, newest last, readable through GET /api/dev/outbox, which exists only with this provider.
 * Nothing is logged with the code in it.
 */
export class DevOutbox implements SmsSender {
  readonly provider = 'outbox';
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly options: { clock: () => Date; keep?: number; log?: (to: string) => void } = {
      clock: () => new Date(),
    },
  ) {}

  /** Keeps a message, dropping the oldest past the limit. */
  async send(message: SmsMessage): Promise<{ id: string }> {
    this.messages.push({ to: message.to, channel: message.channel, text: message.text, sentAt: this.options.clock() });
    const keep = this.options.keep ?? 200;
    if (this.messages.length > keep) this.messages.splice(0, this.messages.length - keep);
    this.options.log?.(message.to);
    return { id: randomUUID() };
  }

  /** The kept messages, newest first, to one phone (compared by its digits) or to all. */
  list(phone?: string): OutboxMessage[] {
    const digits = phone?.replace(/\D/g, '');
    return this.messages.filter((message) => !digits || message.to.replace(/\D/g, '') === digits).reverse();
  }
}
