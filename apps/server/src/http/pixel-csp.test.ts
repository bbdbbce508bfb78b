import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../compose.ts';
import { createBusinessFile } from '../testing/business-factory.ts';
import { configuredPlatforms, pixelPageHeaders } from './pixel-csp.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

/** The page CSP allows a platform's hosts only on the pages of a business that uses it (issue 18). */
describe('pixel hosts in the page CSP', () => {
  let dir: string;
  let runtime: Runtime;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-pixel-csp-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    runtime = await createRuntime({
      databaseUrl: path.join(dir, 'test.db'),
      webDist: dist,
      mediaDir: path.join(dir, 'media'),
      allowedOrigins: [],
    });
  });
  afterAll(async () => {
    await runtime.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** The business imported again with these pixels (an import replaces the business's settings). */
  async function withPixels(pixels: Record<string, string>): Promise<void> {
    const file = createBusinessFile();
    const business = { ...file.business, pixels };
    await fs.writeFile(path.join(dir, 'business.json'), JSON.stringify({ ...file, business }));
    const result = await runtime.importFile(path.join(dir, 'business.json'));
    expect(result.ok, JSON.stringify(result)).toBe(true);
  }

  const cspOf = async (url: string) =>
    String((await runtime.app.inject({ method: 'GET', url })).headers['content-security-policy']);
  const trackingHosts = [
    'facebook',
    'googletagmanager',
    'google-analytics',
    'analytics.google.com',
    'snapchat',
    'sc-static',
    'tiktok',
  ];

  it('lists no tracking host for a business without pixels, nor outside businesses', async () => {
    await withPixels({});
    for (const url of ['/testbistro', '/testbistro/delivery', '/', '/no-such-business']) {
      const csp = await cspOf(url);
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self'");
      for (const host of trackingHosts) expect(csp, `${url} ${host}`).not.toContain(host);
    }
  });

  it('adds exactly the used platforms’ hosts to script-src, connect-src and img-src on that business’s pages', async () => {
    await withPixels({ meta: '1234567890', tiktok: 'CABCDEF123' });
    for (const url of ['/testbistro', '/testbistro/pickup/checkout', '/testbistro/order/5']) {
      const csp = await cspOf(url);
      expect(directive(csp, 'script-src'), url).toBe(
        "script-src 'self' https://connect.facebook.net https://analytics.tiktok.com",
      );
      expect(directive(csp, 'connect-src')).toBe(
        "connect-src 'self' https://connect.facebook.net https://www.facebook.com https://analytics.tiktok.com",
      );
      expect(directive(csp, 'img-src')).toContain('https://www.facebook.com');
      expect(directive(csp, 'img-src')).toContain('https://analytics.tiktok.com');
      for (const host of ['googletagmanager', 'google-analytics', 'snapchat', 'sc-static'])
        expect(csp).not.toContain(host);
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    }
    // Pages outside the business keep the plain policy (no leak between cached policies).
    expect(await cspOf('/no-such-business')).not.toContain('facebook');
    expect(await cspOf('/')).not.toContain('tiktok');
  });

  it('allows the hosts on a custom domain’s entry page, where the app opens before it moves to the business', async () => {
    await withPixels({ meta: '1234567890' });
    const onHost = async (host: string, url = '/') =>
      String((await runtime.app.inject({ method: 'GET', url, headers: { host } })).headers['content-security-policy']);
    for (const url of ['/', '/?lang=ar']) {
      expect(directive(await onHost('order.testbistro.com', url), 'script-src'), url).toBe(
        "script-src 'self' https://connect.facebook.net",
      );
      expect(directive(await onHost('Order.TestBistro.com:8443', url), 'connect-src'), url).toContain(
        'https://www.facebook.com',
      );
    }
    expect(directive(await onHost('order.testbistro.com', '/testbistro/pickup'), 'script-src')).toContain('facebook');
    // Another domain, the app's own host and other app paths on the domain keep the plain policy.
    for (const [host, url] of [
      ['unknown.example.com', '/'],
      ['127.0.0.1:3000', '/'],
      ['order.testbistro.com', '/no-such-business'],
    ] as const) {
      expect(await onHost(host, url), `${host}${url}`).not.toContain('facebook');
    }
  });

  it('ignores an empty id: Google Analytics only', async () => {
    await withPixels({ google_analytics: 'G-ABC123', snapchat: ' ' });
    const csp = await cspOf('/testbistro');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.analytics.google.com');
    expect(csp).not.toContain('snapchat');
  });

  it('reads the configured platforms and keeps the allowed origins', () => {
    expect(configuredPlatforms({ tiktok: 'x', meta: '', other: 'y' })).toEqual(['tiktok']);
    expect(configuredPlatforms(null)).toEqual([]);
    const csp = pixelPageHeaders(['https://partner.example'], ['snapchat'])['content-security-policy'] ?? '';
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://partner.example https://sc-static.net https://tr.snapchat.com https://tr-shadow.snapchat.com",
    );
  });
});
