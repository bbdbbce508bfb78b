import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../../testing/fake-http-provider.ts';
import { startFakeProvider } from '../../testing/fake-http-provider.ts';
import { SmsDeliveryError, maskPhone } from './sms-sender.ts';
import { TwilioSender } from './twilio-sender.ts';
import { WhatsappCloudSender } from './whatsapp-cloud-sender.ts';

let provider: FakeProvider;
beforeEach(async () => {
  provider = await startFakeProvider();
});
afterEach(() => provider.close());

describe('the Twilio adapter', () => {
  const twilio = () =>
    new TwilioSender({ baseUrl: provider.baseUrl, accountSid: 'AC123', authToken: 'secret', from: '+15550001111' });

  it('posts the form body to Messages.json with basic auth and returns the message sid', async () => {
    provider.answer(201, { sid: 'SM0001', status: 'queued' });
    const sent = await twilio().send({ to: '+96550001234', text: '123456 is your code', channel: 'sms' });
    expect(sent).toEqual({ id: 'SM0001' });
    const [request] = provider.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+96550001234',
      From: '+15550001111',
      Body: '123456 is your code',
    });
  });

  it('sends WhatsApp through whatsapp: addresses', async () => {
    provider.answer(201, { sid: 'SM0002' });
    await twilio().send({ to: '+96550001234', text: 'hi', channel: 'whatsapp' });
    const form = new URLSearchParams(provider.requests[0]?.body);
    expect([form.get('To'), form.get('From')]).toEqual(['whatsapp:+96550001234', 'whatsapp:+15550001111']);
  });

  it('turns an error answer into SmsDeliveryError with its status and code', async () => {
    provider.answer(400, { code: 21211, message: "The 'To' number +96550001234 is not valid.", status: 400 });
    const error = await twilio()
      .send({ to: '+96550001234', text: 'x', channel: 'sms' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ provider: 'twilio', details: { status: 400, providerCode: 21211 } });
    expect((error as Error).message).not.toContain('+96550001234');
  });

  it('turns an unreachable server into SmsDeliveryError', async () => {
    const sender = new TwilioSender({
      baseUrl: 'http://127.0.0.1:9',
      accountSid: 'AC1',
      authToken: 't',
      from: '+1555',
    });
    await expect(sender.send({ to: '+96550001234', text: 'x', channel: 'sms' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});

describe('the WhatsApp Cloud API adapter', () => {
  const settings = () => ({ baseUrl: provider.baseUrl, token: 'EAAG-token', phoneNumberId: '1099' });

  it('posts a text message with a bearer token and returns the message id', async () => {
    provider.answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ wa_id: '96550001234' }],
      messages: [{ id: 'wamid.ABC' }],
    });
    const sent = await new WhatsappCloudSender(settings()).send({
      to: '+96550001234',
      text: 'Your code 123456',
      channel: 'whatsapp',
    });
    expect(sent).toEqual({ id: 'wamid.ABC' });
    const [request] = provider.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v21.0/1099/messages');
    expect(request?.headers.authorization).toBe('Bearer EAAG-token');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      to: '96550001234',
      type: 'text',
      text: { body: 'Your code 123456', preview_url: false },
    });
  });

  it('fills an authentication template with the code when one is configured', async () => {
    provider.answer(200, { messages: [{ id: 'wamid.T' }] });
    const sender = new WhatsappCloudSender({ ...settings(), template: { name: 'login_code', language: 'ar' } });
    await sender.send({ to: '+96550001234', text: 'ignored', channel: 'whatsapp', code: '654321' });
    const body = JSON.parse(provider.requests[0]?.body ?? '');
    expect(body.template).toEqual({
      name: 'login_code',
      language: { code: 'ar' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '654321' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '654321' }] },
      ],
    });
  });

  it('turns an error answer into SmsDeliveryError', async () => {
    provider.answer(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    const error = await new WhatsappCloudSender(settings())
      .send({ to: '+96550001234', text: 'x', channel: 'whatsapp' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'SmsDeliveryError',
      provider: 'whatsapp',
      details: { status: 401, providerCode: 190 },
    });
  });
});

describe('maskPhone', () => {
  it('keeps only the start and the last four digits', () => {
    expect(maskPhone('+96550001234')).toBe('+965****1234');
  });
});
