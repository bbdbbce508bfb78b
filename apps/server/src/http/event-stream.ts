import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  send(message: { id?: number; event?: string; data: unknown }): void;
  /** Runs when the client goes away or the server closes the stream. */
  onClose(listener: () => void): void;
}

const heartbeatMs = 15_000;
const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/** Ends every open stream of an app, so a shutdown does not wait for clients that never hang up. */
export function closeEventStreams(app: FastifyInstance): void {
  for (const end of openStreams.get(app) ?? []) end();
}

/**
 * Turns a request into a Server-Sent Events stream: the client's EventSource reconnects by itself after a
 * dropped connection and sends the last id it saw as Last-Event-ID.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  const listeners: (() => void)[] = [];
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  const streams = openStreams.get(request.server) ?? new Set<() => void>();
  openStreams.set(request.server, streams);
  // The socket is closed too: a hijacked response's connection is never seen as idle by the server.
  const end = () => raw.end(() => raw.destroy());
  streams.add(end);
  listeners.push(() => streams.delete(end));
  request.raw.on('close', close);
  raw.on('close', close);
  return {
    send(message) {
      if (closed) return;
      let text = '';
      if (message.id !== undefined) text += `id: ${message.id}\n`;
      if (message.event) text += `event: ${message.event}\n`;
      text += `data: ${JSON.stringify(message.data)}\n\n`;
      raw.write(text);
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}

/** The Last-Event-ID a reconnecting EventSource sends, or 0. */
export function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
