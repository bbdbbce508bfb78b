import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, notFound } from '../services/shared/errors.ts';
import { registerErrorHandler } from './error-handler.ts';
import type { ErrorReporter } from './error-reporting.ts';
import { initErrorReporting, readErrorReportingConfig } from './error-reporting.ts';

/** A local stand-in for the error-reporting service: it keeps the events of the envelopes it receives. */
async function startEnvelopeEndpoint() {
  const events: Record<string, unknown>[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(request.url ?? '');
      // An envelope is newline-separated JSON: its header, then an item header and its payload, …
      const lines = Buffer.concat(chunks).toString().split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]!) as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[i + 1]!));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, events, paths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('server error reporting', () => {
  let endpoint: Awaited<ReturnType<typeof startEnvelopeEndpoint>>;
  let reporter: ErrorReporter;
  const app = Fastify({ genReqId: () => 'req-42' });

  beforeAll(async () => {
    endpoint = await startEnvelopeEndpoint();
    const config = readErrorReportingConfig(
      { SENTRY_DSN: `http://key@127.0.0.1:${endpoint.port}/1`, SENTRY_RELEASE: 'build-7', NODE_ENV: 'test' },
      '/nowhere',
    );
    reporter = (await initErrorReporting(config))!;
    registerErrorHandler(app, reporter);
    app.get('/api/webapp/boom/:id', async () => {
      throw new Error('SMS to +965 5001 2345 failed with token=abcdef');
    });
    app.get('/api/webapp/missing', async () => {
      throw notFound('Order 9');
    });
    app.post('/api/webapp/bad', async () => {
      throw new AppError(422, 'invalid_order', 'Enter a phone number');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await endpoint.close();
  });

  it('sends nothing when no DSN is set', async () => {
    expect(await initErrorReporting(readErrorReportingConfig({}, '/nowhere'))).toBeUndefined();
  });

  it('reports a 5xx with its release, route and request id, scrubbed of phones and tokens, and never a 404 or 422', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/webapp/missing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/webapp/bad', payload: {} })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/webapp/boom/5' })).statusCode).toBe(500);
    await reporter.flush(3000);
    expect(endpoint.paths.every((p) => p.startsWith('/api/1/envelope/'))).toBe(true);
    expect(endpoint.events).toHaveLength(1);
    const event = endpoint.events[0] as {
      release: string;
      tags: Record<string, string>;
      exception: { values: { value: string }[] };
    };
    expect(event.release).toBe('build-7');
    expect(event.tags).toMatchObject({ route: '/api/webapp/boom/:id', request_id: 'req-42', status: '500' });
    expect(event.exception.values[0]!.value).toBe('SMS to [scrubbed] failed with token=[scrubbed]');
    expect(JSON.stringify(event)).not.toContain('5001');
  });
});
