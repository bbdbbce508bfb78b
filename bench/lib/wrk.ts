import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Throughput } from './baseline.ts';

/**
 * wrk (Debian's `wrk` package), a load generator written in C. autocannon parses every answer in JavaScript:
 * with 63 KB answers its own process is the limit at about 1,200-1,400 requests/s (one core at 100 %, the
 * server at a third of a core), so a p99 goal of 20 ms at 50 connections measured the client, not the
 * server (decision 0117). The benches that send large answers use wrk when it is installed.
 */
export function wrkPath(): string | undefined {
  const candidate = process.env.BENCH_WRK ?? '/usr/bin/wrk';
  try {
    execFileSync(candidate, ['--version'], { stdio: 'ignore' });
    return candidate;
  } catch (error) {
    // wrk --version exits with 1 after printing its version.
    if ((error as { status?: number }).status === 1) return candidate;
    return undefined;
  }
}

/** A duration of wrk's output (`812.00us`, `1.15ms`, `2.01s`) in milliseconds. */
export function wrkMilliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`not a wrk duration: ${text}`);
  const value = Number(match[1]);
  const unit = match[2];
  return unit === 'us' ? value / 1000 : unit === 'ms' ? value : unit === 's' ? value * 1000 : value * 60_000;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(output: string): Throughput {
  const percentile = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+(\\S+)`, 'm').exec(output);
    if (!match?.[1]) throw new Error(`wrk printed no ${label}% latency:\n${output}`);
    return Math.round(wrkMilliseconds(match[1]) * 100) / 100;
  };
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  if (!Number.isFinite(requests) || !Number.isFinite(perSecond)) throw new Error(`wrk printed no totals:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  return {
    requestsPerSecond: Math.round(perSecond),
    requests,
    latencyP50: percentile('50'),
    latencyP99: percentile('99'),
    errors,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/**
 * GETs round the given paths (one after another, each connection taking the next) at `connections` for
 * `seconds`, from one wrk thread: the server and the client each have a core of this 2-core machine.
 */
export async function wrkLoad(options: {
  wrk: string;
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<Throughput> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okmenu-wrk-'));
  const script = path.join(dir, 'paths.lua');
  const quoted = (text: string) => JSON.stringify(text);
  fs.writeFileSync(
    script,
    [
      `local paths = { ${options.paths.map(quoted).join(', ')} }`,
      'local next = 0',
      ...Object.entries(options.headers).map(([name, value]) => `wrk.headers[${quoted(name)}] = ${quoted(value)}`),
      'request = function()',
      '  next = next % #paths + 1',
      '  return wrk.format("GET", paths[next])',
      'end',
    ].join('\n'),
  );
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(options.wrk, [
        '-t1',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        '--latency',
        '-s',
        script,
        options.origin,
      ]);
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    return parseWrk(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
