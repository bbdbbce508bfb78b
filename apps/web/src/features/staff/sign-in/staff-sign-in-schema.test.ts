import { describe, expect, it } from 'vitest';
import { staffSignInSchema } from './staff-sign-in-page.tsx';

describe('staff sign-in schema (the contract staffToken the server checks the bearer with)', () => {
  it('takes a pasted token with spaces around it and refuses other shapes', () => {
    const token = `stf_${'a'.repeat(24)}`;
    expect(staffSignInSchema.safeParse({ token: ` ${token} ` }).data).toEqual({ token });
    for (const bad of ['', 'stf_short', `usr_${'a'.repeat(24)}`, `stf_${'a'.repeat(101)}`]) {
      expect(staffSignInSchema.safeParse({ token: bad }).error?.issues[0]?.path).toEqual(['token']);
    }
  });
});
