import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** Sends SMS through one provider and WhatsApp through another (e.g. Twilio and the WhatsApp Cloud API). */
export class ChannelRouter implements SmsSender {
  readonly provider: string;
  constructor(private readonly senders: { sms: SmsSender; whatsapp: SmsSender }) {
    this.provider = `${senders.sms.provider}+${senders.whatsapp.provider}`;
  }

  /** Sends with the channel's provider. */
  send(message: SmsMessage): Promise<{ id: string }> {
    return this.senders[message.channel].send(message);
  }
}
