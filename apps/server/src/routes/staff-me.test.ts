import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryBusinessFile } from '../testing/delivery-business.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime } from '../testing/test-runtime.ts';

const now = new Date('2026-03-02T10:00:00Z');

describe('GET staff/me (issue 17)', () => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime('sqlite', { clock: () => now });
    await runtime.importObject(createDeliveryBusinessFile());
  });
  afterEach(() => runtime.dispose());

  const me = async (role?: 'owner') => {
    const token = await runtime.accounts.staff.createToken({ referenceId: 'testbistro', label: 'Huda', now, role });
    const answer = await runtime.app.inject({ url: '/api/staff/me', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ role: string; auto_print_on_accept: boolean }>();
  };

  it("tells the token's role and whether the board prints tickets on accept", async () => {
    expect(await me()).toMatchObject({ role: 'staff', auto_print_on_accept: false });
    expect(await me('owner')).toMatchObject({ role: 'owner', auto_print_on_accept: false });
  });
});
