import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../compose.ts';

/** Cross-origin calls: allowed only from the configured origins (ALLOWED_ORIGINS); none by default. */
describe('CORS', () => {
  let dir: string;
  let runtime: Runtime;
  afterEach(async () => {
    await runtime.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function start(allowedOrigins: string[]) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-cors-'));
    runtime = await createRuntime({
      databaseUrl: path.join(dir, 'test.db'),
      mediaDir: path.join(dir, 'media'),
      webDist: path.join(dir, 'no-web-build'),
      allowedOrigins,
    });
  }
  const preflight = (origin: string) =>
    runtime.app.inject({
      method: 'OPTIONS',
      url: '/api/webapp/order',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
  const get = (origin: string) => runtime.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });

  it('answers a preflight and a call from an allowed origin, and names no other origin', async () => {
    await start(['https://partner.example']);
    const allowed = await preflight('https://partner.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect((await get('https://partner.example')).headers['access-control-allow-origin']).toBe(
      'https://partner.example',
    );
    expect((await get('https://elsewhere.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without allowed origins, allows none: a preflight is not found and answers name no origin', async () => {
    await start([]);
    const refused = await preflight('https://partner.example');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await get('https://partner.example');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
