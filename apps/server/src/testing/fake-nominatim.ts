import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../adapters/geocoding/fixtures');

/** A recorded Nominatim answer from `adapters/geocoding/fixtures`, by file name without `.json`. */
export function nominatimFixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8'));
}

/** A request the fake service received. */
export interface RecordedRequest {
  path: string;
  params: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  at: number;
}

/** A scripted answer that replaces the next recorded one. */
export interface ScriptedAnswer {
  status?: number;
  body?: string;
  delayMs?: number;
}

/** The running fake service, what it received, and a way to script failures. */
export interface FakeNominatim {
  url: string;
  requests: RecordedRequest[];
  /** Makes the next request get this answer instead of a fixture. */
  script(answer: ScriptedAnswer): void;
  close(): Promise<void>;
}

/** Which fixture a search answers: by words of `q` (or `city`), else nothing found. */
function searchFixture(params: URLSearchParams): string {
  const text = `${params.get('q') ?? ''} ${params.get('city') ?? ''}`.toLowerCase();
  if (text.includes('tower')) return 'search-kuwait-towers';
  if (text.includes('sharq') || text.includes('kuwait city')) return 'search-sharq';
  if (text.includes('ahmadi')) return 'search-ahmadi';
  return 'search-empty';
}

/** A local Nominatim stand-in on 127.0.0.1 that answers from recorded fixtures; no test reaches the network. */
export async function startFakeNominatim(): Promise<FakeNominatim> {
  const requests: RecordedRequest[] = [];
  const scripts: ScriptedAnswer[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, params: url.searchParams, headers: req.headers, at: Date.now() });
    const scripted = scripts.shift();
    let status = 200;
    let body: string;
    if (scripted) {
      status = scripted.status ?? 200;
      body = scripted.body ?? '[]';
    } else if (url.pathname.endsWith('/search')) {
      body = JSON.stringify(nominatimFixture(searchFixture(url.searchParams)));
    } else if (url.pathname.endsWith('/reverse')) {
      // North of 29.5° on this coast is the sea.
      const atSea = Number(url.searchParams.get('lat')) >= 29.5;
      body = JSON.stringify(nominatimFixture(atSea ? 'reverse-at-sea' : 'reverse-qibla'));
    } else {
      status = 404;
      body = '{"error":"not found"}';
    }
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    };
    if (scripted?.delayMs) setTimeout(send, scripted.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (answer) => scripts.push(answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
