import { afterEach, describe, expect, it } from 'vitest';
import { pageErrorDsn } from './error-reporting.ts';

describe('the DSN the web app reports to (decision 0106)', () => {
  afterEach(() => document.head.querySelector('meta[name="okmenu-error-dsn"]')?.remove());

  it("is the server's meta tag first, then the build's, else none", () => {
    expect(pageErrorDsn(document, undefined)).toBeUndefined();
    expect(pageErrorDsn(document, 'https://b@build.example/1')).toBe('https://b@build.example/1');
    const meta = document.createElement('meta');
    meta.name = 'okmenu-error-dsn';
    meta.content = ' https://s@server.example/2 ';
    document.head.append(meta);
    expect(pageErrorDsn(document, 'https://b@build.example/1')).toBe('https://s@server.example/2');
    expect(pageErrorDsn(undefined, undefined)).toBeUndefined();
  });
});
