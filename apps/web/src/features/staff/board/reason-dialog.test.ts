import { describe, expect, it } from 'vitest';
import { statusOfAction } from './board-model.ts';
import { reasonFormSchema } from './reason-dialog.tsx';

const fields = (body: unknown) =>
  (reasonFormSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));

/* The reason dialog checks with the status call's own body (decision 0100): the server's field, `reason`. */
describe('reason dialog form', () => {
  it('refuses a reject without a reason on the reason field, as the server does', () => {
    expect(fields({ status: statusOfAction.reject, reason: '' })).toEqual(['reason']);
    expect(fields({ status: statusOfAction.reject, reason: '   ' })).toEqual(['reason']);
    expect(fields({ status: statusOfAction.reject, reason: 'x'.repeat(301) })).toEqual(['reason']);
  });

  it('takes a cancel without a reason, and a reject with one (trimmed)', () => {
    expect(fields({ status: statusOfAction.cancel, reason: '' })).toEqual([]);
    expect(reasonFormSchema.parse({ status: statusOfAction.reject, reason: ' Sold out ' }).reason).toBe('Sold out');
  });
});
