import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMilliseconds } from './wrk.ts';

/** wrk 4.1.0's report of a 2 s run against a bare node:http server sending 63 KB (recorded on this machine). */
const recorded = `Running 2s test @ http://127.0.0.1:4998/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    13.63ms   25.08ms 177.89ms   90.34%
    Req/Sec    10.78k     8.52k   34.14k    78.95%
  Latency Distribution
     50%    3.40ms
     75%   13.04ms
     90%   37.50ms
     99%  129.32ms
  20737 requests in 2.07s, 1.25GB read
Requests/sec:  10005.28
Transfer/sec:    617.07MB
`;

describe('wrk report', () => {
  it('reads the rate, the percentiles in milliseconds and the totals', () => {
    expect(parseWrk(recorded)).toEqual({
      requestsPerSecond: 10005,
      requests: 20737,
      latencyP50: 3.4,
      latencyP99: 129.32,
      errors: 0,
      non2xx: 0,
    });
  });

  it('counts socket errors and answers that were not 2xx', () => {
    const failing = `${recorded}  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 7\n`;
    expect(parseWrk(failing)).toEqual(expect.objectContaining({ errors: 5, non2xx: 7 }));
  });

  it('converts every unit wrk prints', () => {
    expect(wrkMilliseconds('812.00us')).toBeCloseTo(0.812);
    expect(wrkMilliseconds('1.15ms')).toBe(1.15);
    expect(wrkMilliseconds('2.01s')).toBeCloseTo(2010);
    expect(() => wrkMilliseconds('fast')).toThrow('not a wrk duration');
  });

  it('refuses a report without its figures rather than reading zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow('wrk printed no');
  });
});
