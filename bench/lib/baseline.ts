import http from 'node:http';
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
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
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare node:http server that answers every request with the given bytes and headers. */
export async function startBaseline(
  port: number,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': String(body.length) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Measures an API call against a bare node:http server answering the same bytes, one after the other
 * in the same run, and returns both figures with their ratio.
 */
export async function compareWithBaseline(options: {
  name: string;
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  baselinePort: number;
}) {
  const sample = await fetch(options.url, { headers: options.headers });
  if (!sample.ok) throw new Error(`${options.url} answered ${sample.status}`);
  const bytes = Buffer.from(await sample.arrayBuffer());
  const replayHeaders: Record<string, string> = {
    'content-type': sample.headers.get('content-type') ?? 'application/json',
  };
  const etag = sample.headers.get('etag');
  if (etag) replayHeaders.etag = etag;
  // Warm both up so JIT and caches are not measured.
  await measure({ url: options.url, seconds: 2, connections: options.connections, headers: options.headers });
  const server = await measure({
    url: options.url,
    seconds: options.seconds,
    connections: options.connections,
    headers: options.headers,
  });
  const baseline = await startBaseline(options.baselinePort, bytes, replayHeaders);
  try {
    await measure({ url: baseline.url, seconds: 2, connections: options.connections });
    const bare = await measure({ url: baseline.url, seconds: options.seconds, connections: options.connections });
    return {
      name: options.name,
      bytes: bytes.length,
      connections: options.connections,
      seconds: options.seconds,
      server,
      baseline: bare,
      ratio: Number((server.requestsPerSecond / bare.requestsPerSecond).toFixed(3)),
    };
  } finally {
    await baseline.close();
  }
}
