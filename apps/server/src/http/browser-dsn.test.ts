import { describe, expect, it } from 'vitest';
import { withErrorDsn } from './app-shell.ts';
import { dsnOrigins, validDsn } from './browser-dsn.ts';
import { readErrorReportingConfig } from './error-reporting.ts';

describe('the web app error-reporting DSN (decision 0106)', () => {
  it('is SENTRY_BROWSER_DSN, else SENTRY_DSN, and only a DSN with a key and a project', () => {
    const dsn = 'https://abc@o1.ingest.example.io/42';
    expect(readErrorReportingConfig({ SENTRY_DSN: dsn }, '/nowhere').browserDsn).toBe(dsn);
    expect(
      readErrorReportingConfig({ SENTRY_DSN: dsn, SENTRY_BROWSER_DSN: 'http://k@127.0.0.1:4206/7' }, '/nowhere')
        .browserDsn,
    ).toBe('http://k@127.0.0.1:4206/7');
    expect(readErrorReportingConfig({}, '/nowhere').browserDsn).toBeUndefined();
    expect(validDsn('https://o1.ingest.example.io/42')).toBeUndefined();
    expect(validDsn('javascript:alert(1)')).toBeUndefined();
    expect(validDsn('not a url')).toBeUndefined();
  });

  it("adds the DSN's origin to the pages' connect-src, and nothing without one", () => {
    expect(dsnOrigins('https://abc@o1.ingest.example.io/42')).toEqual(['https://o1.ingest.example.io']);
    expect(dsnOrigins(undefined)).toEqual([]);
  });

  it('is written into the page head as an escaped meta tag', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withErrorDsn(html, undefined)).toBe(html);
    expect(withErrorDsn(html, 'https://a@h.example/1?x="<')).toContain(
      '<meta name="okmenu-error-dsn" content="https://a@h.example/1?x=&quot;&lt;" /></head>',
    );
  });
});
