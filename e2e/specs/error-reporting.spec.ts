import http from 'node:http';
import { expect, test } from '../support/fixtures.ts';
import { e2eErrorEndpointPort } from '../support/environment.ts';
import { reference } from '../support/ordering.ts';

/** An event the stand-in received: what the SDK sent in an envelope's `event` item. */
interface ReportedEvent {
  release?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
}

/**
 * A local stand-in for the error-reporting service at the e2e server's SENTRY_DSN (playwright.config.ts): it
 * answers the browser's envelopes with CORS and keeps their events, with the path each came to.
 */
async function startEnvelopeEndpoint() {
  const events: ReportedEvent[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (request.method === 'OPTIONS') return response.writeHead(204, headers).end();
      paths.push(request.url ?? '');
      // An envelope is newline-separated JSON: its header, then an item header and its payload, …
      const lines = Buffer.concat(chunks).toString().split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]!) as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[i + 1]!) as ReportedEvent);
      }
      response.writeHead(200, { ...headers, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(e2eErrorEndpointPort, '127.0.0.1', resolve));
  return { events, paths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let endpoint: Awaited<ReturnType<typeof startEnvelopeEndpoint>>;
test.beforeAll(async () => {
  endpoint = await startEnvelopeEndpoint();
});
test.afterAll(() => endpoint.close());

const messages = (events: ReportedEvent[]) =>
  events.flatMap((event) => event.exception?.values ?? []).map((v) => v.value);

test('an error thrown in a page reaches the local error endpoint, a 404 does not', async ({ page, problems }) => {
  problems.allow(/e2e: the menu broke|Not found|status of 404/);
  const build = (await (await page.request.get('/build.json')).json()) as { id: string };
  await page.goto(`/${reference}/pickup`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A 404 from the server and the web app's own rejected 404: neither is reported (SPEC §8).
  expect((await page.request.get(`/api/webapp/v5/restaurant/no-such-business`)).status()).toBe(404);
  await page.evaluate(() => {
    void Promise.reject(Object.assign(new Error('Not found: order 404'), { status: 404 }));
  });
  // An uncaught error in the page is.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: the menu broke for +965 5001 2345');
    });
  });

  await expect
    .poll(() => messages(endpoint.events), { timeout: 15_000 })
    .toContainEqual(expect.stringContaining('e2e: the menu broke'));
  // Time for a late 404 report to arrive, had one been sent.
  await page.waitForTimeout(1000);
  expect(endpoint.events).toHaveLength(1);
  const [event] = endpoint.events;
  expect(endpoint.paths[0]).toMatch(/^\/api\/7\/envelope\//);
  expect(event!.release).toBe(build.id);
  expect(event!.tags).toMatchObject({ route: `/${reference}/pickup`, kind: 'error' });
  // The phone number is scrubbed before it leaves the page.
  expect(messages(endpoint.events).join(' ')).not.toContain('5001 2345');
});
