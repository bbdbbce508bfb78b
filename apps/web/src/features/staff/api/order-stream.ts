import type { OrderWire } from '@okmenu/contract';
import { createSseParser } from './sse-parser.ts';
import { staffFetch } from './staff-request.ts';

/** How the board's live connection is doing. */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'unauthorized';

export interface OrderStreamOptions {
  token: string;
  /** Each time one of the business's orders is placed or changes: the whole order. */
  onOrder(order: OrderWire): void;
  /** Each time the stream is (re)connected; events missed while it was down are not replayed. */
  onReady(): void;
  onState(state: StreamState): void;
  /** The SSE event that carries an item: `order` (the reservations stream sends `reservation`). */
  eventName?: string;
  /** Opens the stream; defaults to GET staff/orders/stream with the token. */
  open?: (signal: AbortSignal) => Promise<Response>;
  /** Wait before the attempt-th reconnect. */
  backoffMs?: (attempt: number) => number;
  /** The server sends a heartbeat every 15 s; a stream silent for longer than this is taken as dead. */
  idleTimeoutMs?: number;
}

/** 1 s, 2 s, 4 s … up to 30 s, with some jitter so a room full of tablets does not reconnect at once. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Reads GET staff/orders/stream with fetch (EventSource cannot send the Authorization header) and
 * reconnects with backoff whenever it drops, goes silent, or the browser comes back online.
 * Returns a function that closes it for good.
 */
export function openOrderStream(options: OrderStreamOptions): () => void {
  const open =
    options.open ??
    ((signal: AbortSignal) =>
      staffFetch('staff/orders/stream', { token: options.token, signal, accept: 'text/event-stream' }));
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const idleTimeoutMs = options.idleTimeoutMs ?? 40_000;
  let stopped = false;
  let current: AbortController | null = null;
  let wakeUp: (() => void) | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  /** Reads the stream until it ends; `connected` says whether it got as far as the server's "ready". */
  const readOnce = async (): Promise<{ result: 'dropped' | 'unauthorized'; connected: boolean }> => {
    let connected = false;
    const controller = new AbortController();
    current = controller;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const resetIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), idleTimeoutMs);
    };
    try {
      resetIdle();
      const response = await open(controller.signal);
      if (response.status === 401 || response.status === 403) return { result: 'unauthorized', connected };
      if (!response.ok || !response.body) return { result: 'dropped', connected };
      const parser = createSseParser((event) => {
        if (event.event === 'ready') {
          connected = true;
          options.onState('live');
          options.onReady();
        } else if (event.event === (options.eventName ?? 'order')) {
          try {
            options.onOrder(JSON.parse(event.data) as OrderWire);
          } catch {
            // A malformed event is skipped; the next reconnect reads the whole list again.
          }
        }
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done || stopped) break;
          resetIdle();
          parser.push(decoder.decode(value, { stream: true }));
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      return { result: 'dropped', connected };
    } catch {
      return { result: 'dropped', connected };
    } finally {
      clearTimeout(idle);
      current = null;
    }
  };

  const run = async () => {
    let attempt = 0;
    options.onState('connecting');
    while (!stopped) {
      const { result, connected } = await readOnce();
      if (stopped) return;
      if (result === 'unauthorized') {
        options.onState('unauthorized');
        return;
      }
      attempt = connected ? 1 : attempt + 1;
      options.onState('reconnecting');
      await wait(backoffMs(attempt));
    }
  };

  // Coming back online retries at once instead of waiting out the backoff.
  const online = () => wakeUp?.();
  window.addEventListener('online', online);
  void run();

  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    current?.abort();
    wakeUp?.();
  };
}
