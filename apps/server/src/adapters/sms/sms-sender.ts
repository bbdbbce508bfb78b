/** A text message to one phone, by SMS or WhatsApp. */
export interface SmsMessage {
  /** E.164, e.g. +96550001234. */
  to: string;
  text: string;
  channel: 'sms' | 'whatsapp';
  /** The one-time code inside `text`, for providers that send codes through a template (WhatsApp). */
  code?: string;
}

/** Sends text messages; every provider (Twilio, WhatsApp Cloud API, the dev outbox) implements it. */
export interface SmsSender {
  /** The provider's name, for logs. */
  readonly provider: string;
  /** Sends one message; resolves with the provider's message id, rejects with `SmsDeliveryError`. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** The provider refused or could not be reached; no message went out. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly details: { status?: number; providerCode?: string | number } = {},
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** A phone for logs: the first four and the last four characters, e.g. +965****1234. */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return `${phone.slice(0, 2)}****`;
  return `${phone.slice(0, 4)}****${phone.slice(-4)}`;
}

/** Calls a provider's HTTP API with a timeout; network failures and timeouts become `SmsDeliveryError`. */
export async function postToProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SmsDeliveryError(provider, `${provider} could not be reached: ${(error as Error).name}`);
  }
}
