import type { OutboxMessageWire } from '@okmenu/contract';
import { outboxQuery } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../adapters/sms/dev-outbox.ts';
import { validate } from '../http/validate.ts';

/**
 * GET dev/outbox?phone: the messages the development outbox kept, newest first. Registered only when
 * the outbox is the SMS provider, so it does not exist once a real provider is configured.
 */
export function devOutboxRoutes(app: FastifyInstance, outbox: { list(phone?: string): OutboxMessage[] }): void {
  app.get('/dev/outbox', async (request, reply) => {
    const { phone } = validate(outboxQuery, request.query, 'query');
    reply.header('cache-control', 'no-store');
    const messages: OutboxMessageWire[] = outbox.list(phone).map((message) => ({
      to: message.to,
      channel: message.channel,
      text: message.text,
      sent_at: message.sentAt.toISOString(),
    }));
    return { messages };
  });
}
