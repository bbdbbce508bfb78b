import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { applyServerFields, domainIssueMessage, fieldErrorText, serverFieldName } from './field-errors.ts';

const t = (key: string) => `<${key}>`;

describe('form field errors', () => {
  it('translates by the issue code, else the field default', () => {
    const messages = { name: { default: 'profile.errors.nameRequired', too_big: 'x.tooLong' } };
    expect(fieldErrorText(t, messages, 'name', { type: 'too_small', message: 'Too small' })).toBe(
      '<profile.errors.nameRequired>',
    );
    expect(fieldErrorText(t, messages, 'name', { type: 'too_big' })).toBe('<x.tooLong>');
    expect(fieldErrorText(t, messages, 'name', undefined)).toBeNull();
  });

  it('shows the key a domain rule names', () => {
    expect(
      fieldErrorText(t, {}, 'phone', { type: 'custom', message: domainIssueMessage('auth.phoneErrors.TOO_SHORT') }),
    ).toBe('<auth.phoneErrors.TOO_SHORT>');
  });

  it("puts the server's field answers on the fields of the same name", () => {
    expect(serverFieldName('body.email', ['name', 'email'])).toBe('email');
    expect(serverFieldName('body.items.0.name', ['name', 'email'])).toBeNull();
    const set: [string, unknown][] = [];
    const error = new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'Invalid body',
      fields: [{ path: 'body.email', message: 'Invalid email address' }],
    });
    expect(applyServerFields(error, ['name', 'email'], (name, value) => set.push([name, value]))).toBe(true);
    expect(set).toEqual([['email', { type: 'server', message: 'Invalid email address' }]]);
    expect(applyServerFields(new Error('x'), ['name'], () => undefined)).toBe(false);
  });
});
