import type { SmsConfig } from '../../config.ts';
import { ChannelRouter } from './channel-router.ts';
import { DevOutbox } from './dev-outbox.ts';
import type { SmsSender } from './sms-sender.ts';
import { maskPhone } from './sms-sender.ts';
import { TwilioSender } from './twilio-sender.ts';
import { WhatsappCloudSender } from './whatsapp-cloud-sender.ts';

/** The configured sender; `outbox` is set only for the development provider (it enables GET /api/dev/outbox). */
export function createSmsSender(
  config: SmsConfig,
  options: { clock: () => Date; log?: (message: string) => void },
): { sender: SmsSender; outbox?: DevOutbox } {
  if (config.provider !== 'outbox' && !config[config.provider]) {
    // Never fall back to the outbox, which would publish codes.
    throw new Error(`SMS provider ${config.provider} is chosen but not configured`);
  }
  if (config.provider === 'twilio' && config.twilio) {
    const twilio = new TwilioSender(config.twilio);
    const sender = config.whatsapp
      ? new ChannelRouter({ sms: twilio, whatsapp: new WhatsappCloudSender(config.whatsapp) })
      : twilio;
    return { sender };
  }
  if (config.provider === 'whatsapp' && config.whatsapp) return { sender: new WhatsappCloudSender(config.whatsapp) };
  const outbox = new DevOutbox({
    clock: options.clock,
    log: (to) => options.log?.(`dev outbox: a message to ${maskPhone(to)} is readable at GET /api/dev/outbox`),
  });
  return { sender: outbox, outbox };
}

/**
 * The channels guests can hear back on (issue 17): the development outbox and Twilio (with `whatsapp:`
 * addresses, or the Cloud API when configured) carry both; the WhatsApp Cloud API alone carries WhatsApp only.
 */
export function smsChannels(config: SmsConfig): ('sms' | 'whatsapp')[] {
  if (config.provider === 'whatsapp') return ['whatsapp'];
  return ['sms', 'whatsapp'];
}
