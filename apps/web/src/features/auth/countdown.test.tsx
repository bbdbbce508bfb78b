import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, resendDeadline, secondsUntil, useCountdown } from './countdown.ts';

describe('countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsUntil(31_000, 1_000)).toBe(30);
    expect(secondsUntil(31_000, 1_001)).toBe(30);
    expect(secondsUntil(31_000, 2_000)).toBe(29);
    expect(secondsUntil(31_000, 31_000)).toBe(0);
    expect(secondsUntil(31_000, 99_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });

  it('the resend deadline is the OTP timer after the code was sent', () => {
    expect(resendDeadline(1_000, 30)).toBe(31_000);
    expect(resendDeadline(null, 30)).toBeNull();
  });

  it('formats minutes and seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(95)).toBe('1:35');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

function Probe({ deadline }: { deadline: number | null }) {
  return <span data-testid="left">{useCountdown(deadline)}</span>;
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks down once a second to zero, and stays there', () => {
    const deadline = Date.now() + 30_000;
    render(<Probe deadline={deadline} />);
    expect(screen.getByTestId('left').textContent).toBe('30');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('left').textContent).toBe('29');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByTestId('left').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('left').textContent).toBe('0');
  });
});
