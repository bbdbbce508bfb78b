import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { e2eDataDir } from './environment.ts';

/**
 * Tracking pixels in the end-to-end tests (issue 18): the demo business imported again with an id for each
 * platform, and a stand-in for each platform's host (Playwright routes, no network) that serves a small script
 * draining the documented queue and posting every call it receives to the same host, where it is captured.
 */
export const pixelIds = {
  meta: '1234567890',
  google_analytics: 'G-TEST12345',
  snapchat: 'snap-test-id',
  tiktok: 'CTESTPIXEL1',
};

export const trackingHosts = [
  'connect.facebook.net',
  'www.facebook.com',
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'region1.google-analytics.com',
  'sc-static.net',
  'tr.snapchat.com',
  'analytics.tiktok.com',
];

const demoFile = path.resolve(import.meta.dirname, '../../data/demo/business.json');

/** Imports the demo with (or without) pixels into the running e2e server's database. */
export function importDemo(pixels: Record<string, string>): void {
  const file = JSON.parse(fs.readFileSync(demoFile, 'utf8')) as { business: Record<string, unknown> };
  file.business.pixels = pixels;
  const dir = path.join(e2eDataDir, 'pixels');
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, 'business.json');
  fs.writeFileSync(target, JSON.stringify(file));
  execFileSync('npm', ['run', '-s', 'import', '-w', 'apps/server', '--', target], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: `${e2eDataDir}/e2e.db`, MEDIA_DIR: `${e2eDataDir}/media` },
    stdio: 'pipe',
  });
}

export interface PixelCall {
  platform: 'meta' | 'google_analytics' | 'snapchat' | 'tiktok';
  args: unknown[];
}

const post = (platform: string, host: string) =>
  `function send(a){fetch('https://${host}/__standin',{method:'POST',mode:'no-cors',keepalive:true,body:JSON.stringify({platform:'${platform}',args:Array.prototype.slice.call(a)})})}`;

const standIns: Record<string, string> = {
  'connect.facebook.net': `(function(){${post('meta', 'connect.facebook.net')}var f=window.fbq;f.callMethod=function(){send(arguments)};var q=f.queue.splice(0);q.forEach(send);})();`,
  'www.googletagmanager.com': `(function(){${post('google_analytics', 'www.googletagmanager.com')}var d=window.dataLayer;d.splice(0).forEach(send);d.push=function(a){send(a);return 0};})();`,
  'sc-static.net': `(function(){${post('snapchat', 'sc-static.net')}var s=window.snaptr;s.handleRequest=function(){send(arguments)};s.queue.splice(0).forEach(send);})();`,
  'analytics.tiktok.com': `(function(){${post('tiktok', 'analytics.tiktok.com')}var t=window.ttq;t.splice(0).forEach(send);['page','track'].forEach(function(m){t[m]=function(){send([m].concat(Array.prototype.slice.call(arguments)))}});})();`,
};

/** Routes every tracking host to its stand-in; returns what was requested and the calls captured. */
export async function standInHosts(page: Page): Promise<{ requests: string[]; calls: PixelCall[] }> {
  const requests: string[] = [];
  const calls: PixelCall[] = [];
  const isTracking = (url: URL) => trackingHosts.includes(url.host) || url.host.endsWith('.google-analytics.com');
  await page.route(isTracking, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    requests.push(request.url());
    if (request.method() === 'POST' && url.pathname === '/__standin') {
      calls.push(JSON.parse(request.postData() ?? '{}') as PixelCall);
      return route.fulfill({ status: 204 });
    }
    const script = standIns[url.host];
    if (script) return route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
    return route.fulfill({ status: 204 });
  });
  return { requests, calls };
}
