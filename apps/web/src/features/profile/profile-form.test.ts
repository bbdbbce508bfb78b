import { updateProfileBody } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { profileFormSchema } from './profile-form.tsx';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

/* The profile form's schema is update-profile's rules (decision 0100): the same fields for the same bad input. */
describe('profile form schema follows the contract', () => {
  it('profile: name and email', () => {
    for (const body of [
      { name: '  ', email: 'x@' },
      { name: 'Sara', email: 'not-an-email' },
      { name: 'x'.repeat(101), email: 'sara@example.com' },
    ]) {
      expect(paths(profileFormSchema.safeParse(body))).toEqual(paths(updateProfileBody.safeParse(body)));
    }
    expect(profileFormSchema.safeParse({ name: ' Sara ', email: '' }).data).toEqual({ name: 'Sara', email: '' });
  });
});
