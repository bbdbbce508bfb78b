import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';

import { mainThreadAfterFirstPaint, type TraceEvent } from './lib/main-thread.ts';
import { medianOf } from './lib/median.ts';
import { untilQuiet } from './lib/quiet-chrome.ts';
import { writeResult } from './lib/server.ts';

/** One run's scores (0-100) and metrics (ms; CLS unitless). */
interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
}

/** LIGHTHOUSE_RUNS: how many runs per page (issue 20 asks for the median of five). */
export function lighthouseRuns(env: NodeJS.ProcessEnv = process.env): number {
  const runs = Number(env.LIGHTHOUSE_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1, got ${env.LIGHTHOUSE_RUNS}`);
  return runs;
}

function figuresOf(lhr: RunnerResult['lhr']): RunFigures {
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => Math.round(lhr.audits[key]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

/**
 * (c) Lighthouse mobile (simulated slow 4G, 4× CPU) for a page, `LIGHTHOUSE_RUNS` times (default 5): the
 * median of each score and metric, every run's figures, and the audits that failed in the median run.
 */
export async function benchLighthouse(server: { url: string }, pagePath = '/demo/delivery') {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // The page is measured, not the browser's own start (bench/lib/quiet-chrome.ts).
  await untilQuiet(chromePath);
  const name = `lighthouse${pagePath.replaceAll('/', '-')}`;
  try {
    const run = () =>
      lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    const results: RunnerResult['lhr'][] = [];
    // One entry per run, null where Lighthouse kept no trace, so each stays beside its run's figures.
    const mainThreads: (NonNullable<ReturnType<typeof mainThreadAfterFirstPaint>> | null)[] = [];
    for (let index = 0; index < lighthouseRuns(); index += 1) {
      let runnerResult = await run();
      // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): that run measured nothing.
      for (let retry = 0; retry < 2 && runnerResult?.lhr.runtimeError; retry += 1) runnerResult = await run();
      if (!runnerResult) throw new Error('Lighthouse returned no result');
      if (runnerResult.lhr.runtimeError) throw new Error(`Lighthouse failed: ${runnerResult.lhr.runtimeError.message}`);
      results.push(runnerResult.lhr);
      // The run's own trace: its main-thread tasks in wall and CPU time (decision 0126).
      const trace = (runnerResult.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
      mainThreads.push((trace && mainThreadAfterFirstPaint(trace.traceEvents)) ?? null);
      // LIGHTHOUSE_REPORT_DIR keeps every whole report (traces' findings, every audit) for a closer look.
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `${name}-run${index + 1}.json`), JSON.stringify(runnerResult.lhr));
      }
    }
    const runs = results.map(figuresOf);
    const traced = mainThreads.filter((figures) => figures !== null);
    const median = medianOf(runs);
    // The audits that failed in the run whose performance score is the median one.
    const medianRun = results[runs.findIndex((figures) => figures.performance === median.performance)] ?? results[0];
    const failed = Object.values(medianRun?.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ id: audit.id, score: audit.score, title: audit.title }));
    const result = {
      page: pagePath,
      runs: runs.length,
      performance: median.performance,
      accessibility: median.accessibility,
      bestPractices: median.bestPractices,
      seo: median.seo,
      metrics: {
        firstContentfulPaintMs: median.firstContentfulPaintMs,
        largestContentfulPaintMs: median.largestContentfulPaintMs,
        totalBlockingTimeMs: median.totalBlockingTimeMs,
        speedIndexMs: median.speedIndexMs,
        cumulativeLayoutShift: median.cumulativeLayoutShift,
      },
      // After the first contentful paint, median of the runs (bench/lib/main-thread.ts): Lighthouse's TBT multiplies
      // the tasks' wall time; `cpuBlockingTimeMs` is the same rule over the main thread's own CPU time.
      mainThread: traced.length > 0 ? medianOf(traced) : null,
      everyRun: runs.map((figures, index) => ({ ...figures, mainThread: mainThreads[index] ?? null })),
      failedAudits: failed,
    };
    writeResult(name, result);
    return result;
  } finally {
    chrome.kill();
  }
}
