import http from 'node:http';

/** A tiny HTTP reverse proxy that sends each request to the next upstream in turn (loopback only). */
export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each upstream, in upstream order. */
  counts: number[];
  close(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1; keep-alive agents reuse upstream connections as a real balancer would. */
export async function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => ({
    url: new URL(upstream),
    agent: new http.Agent({ keepAlive: true, maxSockets: 512 }),
  }));
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = targets[index] as (typeof targets)[number];
    const upstream = http.request(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1' },
        agent: target.agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end('{"error":{"code":"bad_gateway","message":"The upstream server did not answer"}}');
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    async close() {
      for (const target of targets) target.agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
