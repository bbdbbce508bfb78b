import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { writeResult } from './lib/server.ts';

/** (b) The JavaScript and CSS a phone downloads to show a page, gzipped, as loaded by Chromium. */
export async function benchBundle(server: { url: string }, pagePath = '/demo/delivery') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files: { url: string; type: 'js' | 'css'; bytes: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : undefined;
      if (!type) return;
      pending.push(
        response.body().then((body) => {
          files.push({ url: url.pathname, type, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const sum = (type: 'js' | 'css') => files.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0);
    const result = {
      page: pagePath,
      jsGzipKB: Number((sum('js') / 1024).toFixed(1)),
      cssGzipKB: Number((sum('css') / 1024).toFixed(1)),
      files: files.sort((a, b) => b.gzip - a.gzip),
    };
    writeResult(`bundle${pagePath.replaceAll('/', '-')}`, result);
    return result;
  } finally {
    await browser.close();
  }
}
