import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { medianRound } from './median.ts';
import { abbaOrder } from './phase-order.ts';

export interface Throughput {
  requestsPerSecond: number;
  /** Requests answered in the measured window. */
  requests: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL and returns the averaged figures. */
export async function measure(options: {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<Throughput> {
  const result = await autocannon({
    url: options.url,
    duration: options.seconds,
    connections: options.connections,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
  });
  return throughputOf(result);
}

/** The figures of one autocannon run. */
export function throughputOf(result: autocannon.Result): Throughput {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const baselineScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-process.ts');

/**
 * A bare node:http server that answers every request with the given bytes and headers, started in a
 * process of its own (baseline-process.ts), as the server under test is.
 */
export async function startBaseline(
  port: number,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okmenu-baseline-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', baselineScript, String(port), bodyFile, JSON.stringify(headers)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat(5); the split above starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs a measurement and adds the CPU microseconds the serving process spent per request. */
async function measureWithCpu(pid: number, run: () => Promise<Throughput>) {
  const before = cpuSeconds(pid);
  const figures = await run();
  const cpu = cpuSeconds(pid) - before;
  return { ...figures, cpuMicrosecondsPerRequest: Math.round((cpu * 1e6) / Math.max(1, figures.requests)) };
}

/** How many rounds of server and baseline a comparison runs (BENCH_API_ROUNDS, default 3; decision 0133). */
const apiRounds = Math.max(1, Number(process.env.BENCH_API_ROUNDS ?? 3));

/**
 * Measures an API call against a bare node:http server answering the same bytes, each in its own process, and
 * returns both figures with their ratio. The two are measured in `apiRounds` rounds in A B B A order and each
 * side's figure is its median round (decision 0133): one window of each, server first, charged a swing of the
 * shared machine to whichever side it fell on (the same build gave 0.692 and 1.018 minutes apart). The CPU
 * each process spends per request (`cpuRatio`, baseline's over the server's) is steadier still and says the
 * same when the server is CPU-bound.
 */
export async function compareWithBaseline(options: {
  name: string;
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  baselinePort: number;
  /** The server process, whose CPU time is read from /proc. */
  serverPid: number;
}) {
  const sample = await fetch(options.url, { headers: options.headers });
  if (!sample.ok) throw new Error(`${options.url} answered ${sample.status}`);
  const bytes = Buffer.from(await sample.arrayBuffer());
  const replayHeaders: Record<string, string> = {
    'content-type': sample.headers.get('content-type') ?? 'application/json',
  };
  const etag = sample.headers.get('etag');
  if (etag) replayHeaders.etag = etag;
  const baseline = await startBaseline(options.baselinePort, bytes, replayHeaders);
  try {
    const sides = {
      server: { url: options.url, headers: options.headers, pid: options.serverPid },
      baseline: { url: baseline.url, headers: undefined, pid: baseline.pid },
    };
    const run = (side: keyof typeof sides, seconds: number) =>
      measure({ url: sides[side].url, seconds, connections: options.connections, headers: sides[side].headers });
    // Warm both up so JIT and caches are not measured.
    await run('server', 2);
    await run('baseline', 2);
    const rounds: { side: keyof typeof sides; figures: Throughput & { cpuMicrosecondsPerRequest: number } }[] = [];
    for (const side of abbaOrder(apiRounds, 'server' as const, 'baseline' as const)) {
      rounds.push({ side, figures: await measureWithCpu(sides[side].pid, () => run(side, options.seconds)) });
    }
    const server = medianRound(rounds.filter((r) => r.side === 'server').map((r) => r.figures));
    const bare = medianRound(rounds.filter((r) => r.side === 'baseline').map((r) => r.figures));
    return {
      name: options.name,
      bytes: bytes.length,
      connections: options.connections,
      seconds: options.seconds,
      server,
      baseline: bare,
      ratio: Number((server.requestsPerSecond / bare.requestsPerSecond).toFixed(3)),
      cpuRatio: Number((bare.cpuMicrosecondsPerRequest / server.cpuMicrosecondsPerRequest).toFixed(3)),
      rounds: rounds.map((r) => ({
        side: r.side,
        requestsPerSecond: r.figures.requestsPerSecond,
        cpuMicrosecondsPerRequest: r.figures.cpuMicrosecondsPerRequest,
        latencyP99: r.figures.latencyP99,
      })),
    };
  } finally {
    await baseline.close();
  }
}
