import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake provider received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for a provider's API: it records requests and answers from a queue. */
export interface FakeProvider {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues the next answer (after `delayMs`, to play a provider that hangs); without one it answers 500. */
  answer(status: number, body: unknown, options?: { delayMs?: number }): void;
  close(): Promise<void>;
}

/** Starts a fake provider on 127.0.0.1 at a free port. */
export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const answers: { status: number; body: unknown; delayMs?: number }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const next = answers.shift() ?? { status: 500, body: { message: 'no answer queued' } };
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(next.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(next.body));
      };
      if (next.delayMs) setTimeout(send, next.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (status, body, options) => void answers.push({ status, body, delayMs: options?.delayMs }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
