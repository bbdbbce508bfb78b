import { verifyOtpBody } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { codeFormSchema } from './code-step.tsx';
import { phoneFormSchema } from './phone-step.tsx';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

/*
 * The forms' schemas are derived from the contract's (decision 0100): for the same bad input they name the
 * same fields as the contract, which the server uses (apps/server/src/routes/form-fields.test.ts).
 */
describe('form schemas follow the contract', () => {
  it('code: 6 digits', () => {
    for (const code of ['12', '12345a', '']) {
      expect(paths(codeFormSchema.safeParse({ code }))).toEqual(['code']);
      expect(paths(verifyOtpBody.safeParse({ phone: '+96550001234', business_id: 1, code }))).toEqual(['code']);
    }
    expect(codeFormSchema.safeParse({ code: '123456' }).success).toBe(true);
  });

  it('phone: checked with the domain, sent as send-otp wants it', () => {
    expect(phoneFormSchema.safeParse({ country: 'KW', phone: '5000 1234' }).data).toEqual({
      e164: '+96550001234',
      dialCode: '+965',
    });
    const bad = phoneFormSchema.safeParse({ country: 'KW', phone: '12' });
    expect(paths(bad)).toEqual(['phone']);
    expect(bad.error?.issues[0]?.message).toMatch(/^key:auth\.phoneErrors\./);
  });
});
