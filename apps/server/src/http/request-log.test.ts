import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerRequestLog } from './request-log.ts';

/** An app with the request log at a level, and the lines it wrote. */
async function appLogging(level: string, slowMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
  });
  registerErrorHandler(app);
  registerRequestLog(app, { slowMs });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing at info for answers that went well or were refused', async () => {
    const { app, lines } = await appLogging('info', 1000);
    expect((await app.inject({ url: '/fine' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('always logs a 5xx at error with the request id, method, URL, status and time', async () => {
    const { app, lines } = await appLogging('error', 1000);
    const response = await app.inject({ url: '/broken?phone=96550012345' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'] ?? lines[0]?.reqId;
    const summary = lines.find((line) => line.msg === 'request failed' && line.res);
    expect(summary).toMatchObject({ level: 50, reqId: id, req: { method: 'GET' }, res: { statusCode: 500 } });
    expect(typeof summary?.responseTime).toBe('number');
    // The error itself is logged too, on a line with the same request id.
    expect(lines.some((line) => line.err && line.reqId === id)).toBe(true);
    await app.close();
  });

  it('logs a slow request at warn even when info is off', async () => {
    const { app, lines } = await appLogging('warn', 10);
    await app.inject({ url: '/slow' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', res: { statusCode: 200 } });
    expect(lines[0]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  it('writes one line per request at debug, each with its own request id', async () => {
    const { app, lines } = await appLogging('debug', 1000);
    await app.inject({ url: '/fine' });
    await app.inject({ url: '/missing' });
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(2);
    await app.close();
  });
});
