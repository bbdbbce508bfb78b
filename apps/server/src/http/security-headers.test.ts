import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../compose.ts';
import { createBusinessFile } from '../testing/business-factory.ts';

/** Headers of pages and of API answers, and the request log (decision 0094). */
describe('security headers and request log', () => {
  let dir: string;
  let runtime: Runtime;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-headers-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    runtime = await createRuntime(
      {
        databaseUrl: path.join(dir, 'test.db'),
        webDist: dist,
        mediaDir: path.join(dir, 'media'),
        allowedOrigins: ['https://partner.example'],
        slowRequestMs: 60_000,
      },
      { level: 'info', stream },
    );
    await fs.writeFile(path.join(dir, 'business.json'), JSON.stringify(createBusinessFile()));
    expect((await runtime.importFile(path.join(dir, 'business.json'))).ok).toBe(true);
  });
  afterAll(async () => {
    await runtime.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => runtime.app.inject({ method: 'GET', url });
  const documentOnly = [
    'content-security-policy',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('gives an HTML page the whole policy: CSP with the allowed origins, no framing by others, no sniffing', async () => {
    const response = await get('/testbistro');
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://partner.example");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    for (const name of documentOnly) expect(response.headers[name], name).toBeDefined();
  });

  it('keeps the same policy on the files beside the pages', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    for (const name of documentOnly) expect(response.headers[name], name).toBeDefined();
  });

  it('gives a JSON answer only what matters for JSON: no sniffing, no cross-origin embedding, HSTS', async () => {
    for (const url of ['/api/webapp/v5/restaurant/testbistro', '/api/webapp/v5/restaurant/nobody', '/api/nothing']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('sends a request id on every answer, page or JSON, a new one each time', async () => {
    const ids = new Set<string>();
    for (const url of ['/testbistro', '/api/webapp/v5/restaurant/testbistro', '/api/nothing', '/healthz']) {
      const id = String((await get(url)).headers['x-request-id']);
      expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  it('writes no line for requests that went well at the default level, and one error line for a 5xx', async () => {
    lines.length = 0;
    const ok = await get('/api/webapp/v5/restaurant/testbistro');
    const missing = await get('/api/webapp/v5/restaurant/nobody');
    expect([ok.statusCode, missing.statusCode]).toEqual([200, 404]);
    expect(lines).toEqual([]);
  });
});
