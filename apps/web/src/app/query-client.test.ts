import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/api-error.ts';
import { createQueryClient, loginPathFor } from './query-client.ts';

const unauthorized = () => Promise.reject(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'no' }));

describe('401/403 rule', () => {
  it('sends the visitor to login when a call answers 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client.fetchQuery({ queryKey: ['x'], queryFn: unauthorized, retry: false }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect for the profile call', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['profile'], queryFn: unauthorized, retry: false, meta: { skipAuthRedirect: true } })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not redirect for other errors', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const failing = () => Promise.reject(new ApiError({ status: 500, code: 'X', message: 'x' }));
    await client.fetchQuery({ queryKey: ['y'], queryFn: failing, retry: false }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('builds the login path of the current business', () => {
    expect(loginPathFor('/demo/delivery')).toBe('/demo/login');
    expect(loginPathFor('/')).toBeNull();
    expect(loginPathFor('/demo/login')).toBeNull();
  });
});
