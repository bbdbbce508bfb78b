import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one process: per-route request counts and latency, orders, codes, live streams. */
export function registerMetrics(app: FastifyInstance, options: { liveSubscribers(): number }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const ordersPlaced = new Counter({ name: 'orders_placed_total', help: 'Orders placed', registers: [registry] });
  const codesSent = new Counter({ name: 'otp_codes_sent_total', help: 'One-time codes sent', registers: [registry] });
  new Gauge({
    name: 'live_event_subscribers',
    help: 'Open live order-status and staff-board streams',
    registers: [registry],
    collect() {
      this.set(options.liveSubscribers());
    },
  });

  // One histogram child per method, route and status, found by a string key rather than by hashing a
  // label object on every request (decision 0094); the set is bounded by the routes.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL, so ids do not explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    if (request.method === 'POST' && route === '/api/webapp/order' && reply.statusCode === 201) ordersPlaced.inc();
    if (request.method === 'POST' && route === '/api/send-otp' && reply.statusCode === 200) codesSent.inc();
    done();
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
