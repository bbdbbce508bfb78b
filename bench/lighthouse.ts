import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { writeResult } from './lib/server.ts';

/** (c) Lighthouse mobile scores (performance, accessibility, best practices, SEO) for a page. */
export async function benchLighthouse(server: { url: string }, pagePath = '/demo/delivery') {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const run = () =>
      lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    let runnerResult = await run();
    // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): that run measured nothing.
    for (let retry = 0; retry < 2 && runnerResult?.lhr.runtimeError; retry += 1) runnerResult = await run();
    if (!runnerResult) throw new Error('Lighthouse returned no result');
    if (runnerResult.lhr.runtimeError) throw new Error(`Lighthouse failed: ${runnerResult.lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORT_DIR keeps the whole report (traces' findings, every audit) for a closer look.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(
        join(reportDir, `lighthouse${pagePath.replaceAll('/', '-')}.json`),
        JSON.stringify(runnerResult.lhr),
      );
    }
    const categories = runnerResult.lhr.categories;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const failed = Object.values(runnerResult.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ id: audit.id, score: audit.score, title: audit.title }));
    const result = {
      page: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        firstContentfulPaintMs: Math.round(runnerResult.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        largestContentfulPaintMs: Math.round(runnerResult.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        totalBlockingTimeMs: Math.round(runnerResult.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cumulativeLayoutShift: runnerResult.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      },
      failedAudits: failed,
    };
    writeResult(`lighthouse${pagePath.replaceAll('/', '-')}`, result);
    return result;
  } finally {
    chrome.kill();
  }
}
