import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed.tsx';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('announces the failure as an alert and retries from its button', () => {
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry}>Could not load the orders</LoadFailed>);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the orders');
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no button when there is nothing to retry', () => {
    render(<LoadFailed>The business is closed</LoadFailed>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
