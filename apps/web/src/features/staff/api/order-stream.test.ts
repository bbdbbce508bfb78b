import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOrderStream, type StreamState } from './order-stream.ts';

/** A response whose body sends the given chunks and then ends (a dropped connection). */
function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the order stream', () => {
  it('delivers orders and reconnects after the connection drops', async () => {
    const orders: number[] = [];
    const states: StreamState[] = [];
    const ready = vi.fn();
    const open = vi
      .fn<(signal: AbortSignal) => Promise<Response>>()
      .mockResolvedValueOnce(streamResponse(['event: ready\ndata: {}\n\n', 'event: order\ndata: {"id":7}\n\n']))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(streamResponse(['event: ready\ndata: {}\n\nevent: order\ndata: {"id":8}\n\n']));
    close = openOrderStream({
      token: 'stf_x',
      open,
      backoffMs: () => 1,
      onOrder: (order) => orders.push(order.id),
      onReady: ready,
      onState: (state) => states.push(state),
    });
    await vi.waitFor(() => expect(orders).toEqual(expect.arrayContaining([7, 8])));
    expect(ready.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(states.slice(0, 4)).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting']);
  });

  it('stops for good when the token is refused', async () => {
    const states: StreamState[] = [];
    const open = vi.fn(async () => streamResponse([], 401));
    close = openOrderStream({
      token: 'stf_x',
      open,
      backoffMs: () => 1,
      onOrder: () => undefined,
      onReady: () => undefined,
      onState: (state) => states.push(state),
    });
    await vi.waitFor(() => expect(states).toEqual(['connecting', 'unauthorized']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('reconnects when the stream goes silent for longer than the heartbeat', async () => {
    let opened = 0;
    const open = vi.fn(async (signal: AbortSignal) => {
      opened += 1;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
          signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body);
    });
    close = openOrderStream({
      token: 'stf_x',
      open,
      backoffMs: () => 1,
      idleTimeoutMs: 20,
      onOrder: () => undefined,
      onReady: () => undefined,
      onState: () => undefined,
    });
    await vi.waitFor(() => expect(opened).toBeGreaterThanOrEqual(2));
  });
});
