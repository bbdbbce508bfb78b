import { describe, expect, it } from 'vitest';
import { isReportedStatus, scrubErrorEvent, scrubReport, scrubText } from './error-reporting.ts';

describe('what is reported', () => {
  it('never reports statuses 300 to 499 and reports 5xx and errors without a status', () => {
    expect([301, 400, 401, 404, 422, 429, 499].map(isReportedStatus)).toEqual(Array(7).fill(false));
    expect([500, 502, 503, undefined].map(isReportedStatus)).toEqual([true, true, true, true]);
  });
});

describe('scrubbing', () => {
  it('removes phone numbers, codes, bearer tokens and token parameters from text', () => {
    expect(scrubText('SMS to +965 5001 2345 failed')).toBe('SMS to [scrubbed] failed');
    expect(scrubText('code 4821 rejected')).toBe('code [scrubbed] rejected');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [scrubbed]');
    expect(scrubText('GET /events?access_token=EAAB&x=1')).toBe('GET /events?access_token=[scrubbed]&x=1');
    expect(scrubText('/api/webapp/order/12/Zx9_aB3cD4eF5gH6iJ7kL8')).toBe('/api/webapp/order/12/[scrubbed]');
  });

  it('drops the values of address, phone, code and token keys at any depth and keeps the rest', () => {
    const report = {
      release: 'build-123456789012345678901',
      request: { headers: { authorization: 'Bearer x', 'user-agent': 'Chrome' }, data: { phone: '50012345' } },
      extra: { body: { address: { block: '4', street: 'Gulf Road' }, code: '1234', items: 2 } },
    };
    expect(scrubReport(report, new Set(['release']))).toEqual({
      release: 'build-123456789012345678901',
      request: { headers: { authorization: '[scrubbed]', 'user-agent': 'Chrome' }, data: { phone: '[scrubbed]' } },
      extra: { body: { address: '[scrubbed]', code: '[scrubbed]', items: 2 } },
    });
  });

  it("scrubs an event's message, exception, request and tags but keeps its release, route and request id", () => {
    const event = scrubErrorEvent(
      {
        release: 'abc',
        message: 'failed for +96550012345',
        exception: { values: [{ type: 'Error', value: 'token=abcdef failed' }] },
        request: { url: 'https://x.example/api/webapp/order/1/aaaaaaaaaaaaaaaaaaaaaaaa', headers: { cookie: 'a=b' } },
        tags: { route: '/api/webapp/order/:a/:b', request_id: 'req-1234567', phone: '500' },
        user: { ip_address: '10.0.0.1' },
      },
      new Set(['route', 'request_id']),
    );
    expect(event).toEqual({
      release: 'abc',
      message: 'failed for [scrubbed]',
      exception: { values: [{ type: 'Error', value: 'token=[scrubbed] failed' }] },
      request: { url: 'https://x.example/api/webapp/order/1/[scrubbed]', headers: { cookie: '[scrubbed]' } },
      tags: { route: '/api/webapp/order/:a/:b', request_id: 'req-1234567', phone: '[scrubbed]' },
      user: undefined,
    });
  });
});
