import { describe, expect, it } from 'vitest';
import { maskUrlPhones } from './log-serializers.ts';

describe('maskUrlPhones', () => {
  it('masks phone numbers in a query string, encoded or not, and leaves the rest', () => {
    expect(maskUrlPhones('/api/webapp/resend-otp?phone=%2B96550001234&business_id=1')).toBe(
      '/api/webapp/resend-otp?phone=+965****1234&business_id=1',
    );
    expect(maskUrlPhones('/api/dev/outbox?phone=+96550001234')).toBe('/api/dev/outbox?phone=+965****1234');
    expect(maskUrlPhones('/api/x?phone=%E0%A4%A')).toBe('/api/x?phone=****');
    expect(maskUrlPhones('/api/webapp/v5/menu/1')).toBe('/api/webapp/v5/menu/1');
  });
});
