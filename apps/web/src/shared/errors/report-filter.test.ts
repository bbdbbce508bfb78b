import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { beforeSendFilter, isChunkLoadError, routeOf, shouldReport } from './report-filter.ts';

describe('which browser failures are reported', () => {
  it('never reports an API error with a status of 300 to 499, nor a network failure', () => {
    for (const status of [301, 401, 404, 422, 429]) {
      expect(shouldReport(new ApiError({ status, code: 'x', message: '' }))).toBe(false);
    }
    expect(shouldReport(new ApiError({ status: 0, code: 'NETWORK', message: '' }))).toBe(false);
  });

  it('reports server errors, plain errors and failed chunk loads', () => {
    expect(shouldReport(new ApiError({ status: 500, code: 'internal', message: '' }))).toBe(true);
    expect(shouldReport(new TypeError('x is undefined'))).toBe(true);
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/menu-abc.js');
    expect(shouldReport(chunk)).toBe(true);
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('drops an event tagged with a 4xx status before it is sent', () => {
    expect(beforeSendFilter({ tags: { status: '404' } })).toBeNull();
    expect(beforeSendFilter({ tags: { status: '502' } })).not.toBeNull();
  });
});

describe('scrubbing browser reports', () => {
  it('removes order secrets and phone numbers from the route', () => {
    expect(routeOf('/order/12/Zx9_aB3cD4eF5gH6iJ7kL8')).toBe('/order/12/[scrubbed]');
    expect(routeOf('/verify/96550012345')).toBe('/verify/[scrubbed]');
  });

  it('scrubs messages, the request and the user but keeps the route and kind tags', () => {
    const event = beforeSendFilter({
      message: 'code 4821 for +965 5001 2345',
      request: { url: 'https://m.example/checkout?phone=50012345', headers: { cookie: 'a' } },
      tags: { route: '/checkout', kind: 'error', phone: '5' },
      user: { ip_address: '1.2.3.4' },
    });
    expect(event).toEqual({
      message: 'code [scrubbed] for [scrubbed]',
      request: { url: 'https://m.example/checkout?phone=[scrubbed]', headers: { cookie: '[scrubbed]' } },
      tags: { route: '/checkout', kind: 'error', phone: '[scrubbed]' },
      user: undefined,
    });
  });
});
