import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeferredReveal } from './use-deferred-reveal.ts';

function Page() {
  const revealed = useDeferredReveal();
  return <p>{revealed ? 'everything' : 'the top'}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useDeferredReveal', () => {
  it('renders the top first and the rest in a task of its own', async () => {
    vi.useFakeTimers();
    render(<Page />);
    expect(screen.getByText('the top')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('everything')).toBeTruthy();
  });
});
