import { compareWithBaseline } from './lib/baseline.ts';
import { writeResult } from './lib/server.ts';

/** The node:http baseline listens beside the server (its port + 1 or + 2), so BENCH_PORT moves both. */
const baselinePort = (server: { url: string }, offset: number) => Number(new URL(server.url).port) + offset;

/** A menu call of the 1,000-item business against the same baseline. */
export async function benchLargeMenu(server: { url: string; pid: number }, seconds = 10) {
  const result = await compareWithBaseline({
    name: 'GET webapp/v5/menu/1001 (1,000 items)',
    url: `${server.url}/api/webapp/v5/menu/1001`,
    headers: { locale: 'en', accept: 'application/json' },
    seconds,
    connections: 50,
    baselinePort: baselinePort(server, 2),
    serverPid: server.pid,
  });
  writeResult('large-menu-throughput', result);
  return result;
}

/** (a) The restaurant call against a bare node:http server answering the same bytes. */
export async function benchRestaurant(server: { url: string; pid: number }, seconds = 10) {
  const headers = { locale: 'en', accept: 'application/json' };
  const result = await compareWithBaseline({
    name: 'GET webapp/v5/restaurant/demo',
    url: `${server.url}/api/webapp/v5/restaurant/demo`,
    headers,
    seconds,
    connections: 50,
    baselinePort: baselinePort(server, 1),
    serverPid: server.pid,
  });
  writeResult('restaurant-throughput', result);
  return result;
}
