import type { SmsMessage, SmsSender } from './sms-sender.ts';
import { SmsDeliveryError, postToProvider } from './sms-sender.ts';

/** Twilio account settings (SMS_PROVIDER=twilio). */
export interface TwilioSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: an E.164 number or a messaging service's alphanumeric id. */
  from: string;
  timeoutMs?: number;
}

/**
 * Twilio Programmable Messaging: POST {base}/2010-04-01/Accounts/{sid}/Messages.json with basic auth
 * sid:token and a form body To/From/Body. WhatsApp goes through the same call with `whatsapp:` addresses.
 */
export class TwilioSender implements SmsSender {
  readonly provider = 'twilio';
  constructor(private readonly settings: TwilioSettings) {}

  /** Sends one message through Twilio. */
  async send(message: SmsMessage): Promise<{ id: string }> {
    const { baseUrl, accountSid, authToken, from } = this.settings;
    const prefix = message.channel === 'whatsapp' ? 'whatsapp:' : '';
    const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await postToProvider(
      this.provider,
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          To: `${prefix}${message.to}`,
          From: `${prefix}${from}`,
          Body: message.text,
        }).toString(),
      },
      this.settings.timeoutMs ?? 10_000,
    );
    const body = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
    if (!response.ok || typeof body.sid !== 'string') {
      // Twilio's error text can repeat the number; only its code and status are kept.
      throw new SmsDeliveryError(this.provider, `Twilio refused the message (${response.status})`, {
        status: response.status,
        providerCode: body.code,
      });
    }
    return { id: body.sid };
  }
}
