import type { SmsMessage, SmsSender } from './sms-sender.ts';
import { SmsDeliveryError, postToProvider } from './sms-sender.ts';

/** WhatsApp Cloud API settings (SMS_PROVIDER=whatsapp, or the whatsapp channel next to Twilio). */
export interface WhatsappSettings {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  /** An approved authentication template; without it the code goes as a plain text message. */
  template?: { name: string; language: string };
  timeoutMs?: number;
}

/**
 * WhatsApp Cloud API: POST {base}/v21.0/{phone_number_id}/messages with a bearer token and a JSON body.
 * Business-initiated messages need an approved template, so a configured authentication template is
 * used for codes (the code fills its body and its copy-code button); a plain text body otherwise.
 */
export class WhatsappCloudSender implements SmsSender {
  readonly provider = 'whatsapp';
  constructor(private readonly settings: WhatsappSettings) {}

  /** The JSON body of a message. */
  private body(message: SmsMessage): Record<string, unknown> {
    const to = message.to.replace(/^\+/, '');
    const { template } = this.settings;
    if (template && message.code) {
      const parameter = [{ type: 'text', text: message.code }];
      return {
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [
            { type: 'body', parameters: parameter },
            { type: 'button', sub_type: 'url', index: '0', parameters: parameter },
          ],
        },
      };
    }
    return { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.text, preview_url: false } };
  }

  /** Sends one message through the Cloud API. */
  async send(message: SmsMessage): Promise<{ id: string }> {
    const url = `${this.settings.baseUrl.replace(/\/+$/, '')}/v21.0/${encodeURIComponent(this.settings.phoneNumberId)}/messages`;
    const response = await postToProvider(
      this.provider,
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(this.body(message)),
      },
      this.settings.timeoutMs ?? 10_000,
    );
    const body = (await response.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { code?: number };
    };
    const id = body.messages?.[0]?.id;
    if (!response.ok || typeof id !== 'string') {
      throw new SmsDeliveryError(this.provider, `WhatsApp refused the message (${response.status})`, {
        status: response.status,
        providerCode: body.error?.code,
      });
    }
    return { id };
  }
}
