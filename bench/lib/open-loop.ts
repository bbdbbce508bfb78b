import net from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * An open-loop load: requests at a fixed rate, evenly spaced, over a fixed set of keep-alive connections, each
 * request's latency counted from the moment it was **due**, not from when a connection was free to send it (so
 * a slow answer that holds the next request back is counted against the server: no coordinated omission).
 *
 * autocannon's own rate option cannot measure this: each connection sends its share of a second back to back
 * and then waits for the next second (bursts at the full closed-loop speed), and its latency histogram then
 * adds made-up values at a 1 ms interval below every answer slower than that (decision 0129).
 */
export interface OpenLoopOptions {
  /** e.g. http://127.0.0.1:3900 */
  origin: string;
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The headers that differ per request (e.g. an Idempotency-Key), by the request's number (0, 1, …). */
  perRequest?: (index: number) => Record<string, string>;
  connections: number;
  /** Requests per second, spread evenly over each second. */
  rate: number;
  seconds: number;
}

export interface OpenLoopResult {
  offeredPerSecond: number;
  /** Answers per second over the time from the first due request to the last answer. */
  answeredPerSecond: number;
  requests: number;
  latencyP50: number;
  latencyP90: number;
  latencyP99: number;
  latencyP999: number;
  latencyMax: number;
  non2xx: number;
  errors: number;
  /** How many requests waited for a free connection (all were busy when they were due). */
  queued: number;
}

/** The value at a percentile (0–100) of figures sorted ascending, by the nearest-rank rule. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** When the request of this number is due, in ms after the start: `index / rate` seconds, evenly spaced. */
export function dueAt(index: number, rate: number): number {
  return (index * 1000) / rate;
}

/**
 * Reads HTTP/1.1 answers off one keep-alive connection as their bytes arrive (in any split): each whole answer
 * gives its status. Answers must carry Content-Length (the server's JSON answers do); anything else is an
 * error, not a guess.
 */
export class AnswerReader {
  private buffered: Buffer = Buffer.alloc(0);
  private bodyLeft = -1;
  private status = 0;

  /** The statuses of the answers these bytes complete. */
  push(chunk: Buffer): number[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const done: number[] = [];
    for (;;) {
      if (this.bodyLeft < 0) {
        const end = this.buffered.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = this.buffered.subarray(0, end).toString('latin1');
        const statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(head);
        if (!statusMatch) throw new Error(`not an HTTP answer: ${head.slice(0, 80)}`);
        const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!lengthMatch) throw new Error(`an answer without Content-Length: ${head.slice(0, 200)}`);
        this.status = Number(statusMatch[1]);
        this.bodyLeft = Number(lengthMatch[1]);
        this.buffered = this.buffered.subarray(end + 4);
      }
      if (this.buffered.length < this.bodyLeft) break;
      this.buffered = this.buffered.subarray(this.bodyLeft);
      this.bodyLeft = -1;
      done.push(this.status);
    }
    return done;
  }
}

interface Connection {
  socket: net.Socket;
  reader: AnswerReader;
  /** The due time of the request in flight on it, or null when it is free. */
  inFlight: number | null;
  /** Closed by the server or the network: its request counts as an error and it takes no more. */
  closed: boolean;
}

/** Runs the load and returns its figures. The connections are opened first and closed at the end. */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const origin = new URL(options.origin);
  const port = Number(origin.port || 80);
  const total = Math.round(options.rate * options.seconds);
  const latencies = new Float64Array(total);
  let answered = 0;
  let timed = 0;
  let non2xx = 0;
  let errors = 0;
  let queued = 0;
  let next = 0;
  const waiting: number[] = [];
  let protocolError: unknown;
  const head = (index: number) => {
    const headers: Record<string, string> = {
      host: origin.host,
      connection: 'keep-alive',
      ...options.headers,
      ...options.perRequest?.(index),
      ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return `${options.method} ${options.path} HTTP/1.1\r\n${lines.join('')}\r\n${options.body ?? ''}`;
  };

  let start = 0;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const free: Connection[] = [];
  const send = (connection: Connection, index: number) => {
    connection.inFlight = dueAt(index, options.rate);
    connection.socket.write(head(index));
  };
  const settle = (connection: Connection, status: number | null) => {
    const due = connection.inFlight;
    if (due === null) return;
    connection.inFlight = null;
    answered += 1;
    if (status === null) errors += 1;
    else {
      latencies[timed] = performance.now() - start - due;
      timed += 1;
      if (status < 200 || status >= 300) non2xx += 1;
    }
    if (answered === total) finish();
    if (connection.closed) return;
    const waitingIndex = waiting.shift();
    if (waitingIndex !== undefined) send(connection, waitingIndex);
    else free.push(connection);
  };

  const opened: Connection[] = [];
  const connecting = Promise.all(
    Array.from(
      { length: options.connections },
      () =>
        new Promise<Connection>((resolve, reject) => {
          const socket = net.connect({ host: origin.hostname, port, noDelay: true });
          const connection: Connection = { socket, reader: new AnswerReader(), inFlight: null, closed: false };
          opened.push(connection);
          let connected = false;
          socket.once('connect', () => {
            connected = true;
            resolve(connection);
          });
          // Before the connection is up, an error fails the load; after it, the close that follows counts it.
          socket.on('error', (error) => {
            if (!connected) reject(error);
          });
          socket.on('data', (chunk) => {
            try {
              for (const status of connection.reader.push(chunk)) settle(connection, status);
            } catch (error) {
              // An answer this reader cannot follow: the connection is dropped and the load fails at its end.
              protocolError ??= error;
              socket.destroy();
            }
          });
          socket.on('close', () => {
            connection.closed = true;
            settle(connection, null);
            // With every connection gone nothing more can be answered: what is left counts as errors.
            if (opened.every((each) => each.closed)) finish();
          });
        }),
    ),
  );
  // A connection that cannot be opened fails the load; the others are closed rather than left open.
  const connections = await connecting.catch((error: unknown) => {
    for (const connection of opened) connection.socket.destroy();
    throw error;
  });
  free.push(...connections);

  start = performance.now();
  // Every millisecond (or as soon as the loop comes back), send each request whose time has come.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < total && dueAt(next, options.rate) <= now) {
        const connection = free.shift();
        if (connection) send(connection, next);
        else {
          waiting.push(next);
          queued += 1;
        }
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, Math.min(1, dueAt(next, options.rate) - now)));
      else resolve();
    };
    tick();
  });
  const timeout = setTimeout(finish, 30_000);
  await finished;
  clearTimeout(timeout);
  const elapsed = (performance.now() - start) / 1000;
  for (const connection of connections) {
    connection.closed = true;
    connection.socket.destroy();
  }
  if (protocolError) throw protocolError;
  const sorted = latencies.subarray(0, timed).sort();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    offeredPerSecond: options.rate,
    answeredPerSecond: Math.round(answered / elapsed),
    requests: answered,
    latencyP50: round(percentile(sorted, 50)),
    latencyP90: round(percentile(sorted, 90)),
    latencyP99: round(percentile(sorted, 99)),
    latencyP999: round(percentile(sorted, 99.9)),
    latencyMax: round(percentile(sorted, 100)),
    non2xx,
    errors: errors + (total - answered),
    queued,
  };
}
