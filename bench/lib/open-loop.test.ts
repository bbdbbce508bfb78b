import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerReader, dueAt, openLoop, percentile } from './open-loop.ts';

describe('AnswerReader', () => {
  const answer = (status: number, body: string) =>
    `HTTP/1.1 ${status} X\r\ncontent-type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it('reads answers split anywhere, and several in one chunk', () => {
    const bytes = Buffer.from(answer(201, '{"id":1}') + answer(409, '{"error":"taken"}') + answer(200, ''));
    for (const cut of [1, 5, 17, 40, 60, bytes.length - 1]) {
      const reader = new AnswerReader();
      expect([...reader.push(bytes.subarray(0, cut)), ...reader.push(bytes.subarray(cut))]).toEqual([201, 409, 200]);
    }
    const reader = new AnswerReader();
    const statuses = [...bytes].flatMap((byte) => reader.push(Buffer.from([byte])));
    expect(statuses).toEqual([201, 409, 200]);
  });

  it('refuses an answer it cannot delimit', () => {
    expect(() => new AnswerReader().push(Buffer.from('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n'))).toThrow(
      /without Content-Length/,
    );
    expect(() => new AnswerReader().push(Buffer.from('garbage\r\n\r\n'))).toThrow(/not an HTTP answer/);
  });
});

describe('percentile and dueAt', () => {
  it('takes the nearest rank', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 99.9)).toBe(100);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('spaces requests evenly', () => {
    expect([0, 1, 2, 2000].map((index) => dueAt(index, 2000))).toEqual([0, 0.5, 1, 1000]);
  });
});

describe('openLoop', () => {
  const json = (body: string) => ({ 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  const getLoad = (origin: string, connections: number, rate: number, seconds: number) =>
    openLoop({ origin, method: 'GET', path: '/', headers: {}, connections, rate, seconds });
  let server: http.Server | undefined;
  afterEach(async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise((resolve) => running.close(resolve));
  });

  async function serve(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('sends every request once, with its own headers and the body, and counts what is not 2xx', async () => {
    const seen: { key: string | undefined; body: string }[] = [];
    const origin = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ key: request.headers['idempotency-key'] as string | undefined, body });
        response.writeHead(seen.length % 10 === 0 ? 409 : 201, json('{"ok":true}'));
        response.end('{"ok":true}');
      });
    });
    const result = await openLoop({
      origin,
      method: 'POST',
      path: '/order',
      headers: { 'content-type': 'application/json' },
      body: '{"lines":[1,2,3]}',
      perRequest: (index) => ({ 'idempotency-key': `k-${index}` }),
      connections: 4,
      rate: 400,
      seconds: 0.25,
    });
    expect(result.requests).toBe(100);
    expect(result.non2xx).toBe(10);
    expect(result.errors).toBe(0);
    expect(new Set(seen.map((request) => request.key)).size).toBe(100);
    expect(seen.every((request) => request.body === '{"lines":[1,2,3]}')).toBe(true);
    expect(result.latencyP50).toBeGreaterThanOrEqual(0);
    expect(result.latencyMax).toBeGreaterThanOrEqual(result.latencyP99);
  });

  it('counts a slow answer against the requests due meanwhile (no coordinated omission)', async () => {
    // Two connections, each answer 40 ms: at 100 requests/s (one every 10 ms) the requests queue for a free
    // connection, and their latency includes that wait.
    const origin = await serve((_request, response) => {
      setTimeout(() => {
        response.writeHead(200, json('{}'));
        response.end('{}');
      }, 40);
    });
    const result = await getLoad(origin, 2, 100, 0.3);
    expect(result.requests).toBe(30);
    expect(result.queued).toBeGreaterThan(10);
    // Two connections take 50 answers/s; 30 requests due over 0.3 s wait up to about 0.3 s for their turn.
    expect(result.latencyMax).toBeGreaterThan(200);
    expect(result.latencyP50).toBeGreaterThan(40);
  });

  it('counts a connection the server closes as an error', async () => {
    let count = 0;
    const origin = await serve((request, response) => {
      count += 1;
      if (count === 3) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200, json('{}'));
      response.end('{}');
    });
    const result = await getLoad(origin, 3, 200, 0.1);
    expect(result.requests).toBe(20);
    expect(result.errors).toBe(1);
    expect(result.non2xx).toBe(0);
  });

  it('fails when a connection cannot be opened', async () => {
    const origin = await serve(() => {});
    const port = new URL(origin).port;
    const running = server;
    server = undefined;
    await new Promise((resolve) => running?.close(resolve));
    await expect(getLoad(`http://127.0.0.1:${port}`, 2, 100, 0.05)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('fails when an answer cannot be delimited', async () => {
    const origin = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    await expect(getLoad(origin, 1, 100, 0.05)).rejects.toThrow(/without Content-Length/);
  });
});
