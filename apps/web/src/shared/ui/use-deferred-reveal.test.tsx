import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, useDeferredReveal, useRevealStage } from './use-deferred-reveal.ts';

function Page() {
  const revealed = useDeferredReveal();
  return <p>{revealed ? 'everything' : 'the top'}</p>;
}

function Staged() {
  const stage = useRevealStage(2);
  return <p>stage {stage}</p>;
}

const frames = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });

/** Lets `ms` of fake time pass (frames and timers) inside act. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDeferredReveal', () => {
  it('renders the top first and the rest in a task of its own after the next frame', async () => {
    frames();
    render(<Page />);
    expect(screen.getByText('the top')).toBeTruthy();
    // A timer alone is not enough: the top is laid out and painted (a frame) before the rest renders.
    await pass(0);
    expect(screen.getByText('the top')).toBeTruthy();
    await pass(20);
    expect(screen.getByText('everything')).toBeTruthy();
  });
});

describe('useRevealStage', () => {
  it('counts up one stage per frame and stops at the last', async () => {
    frames();
    render(<Staged />);
    expect(screen.getByText('stage 0')).toBeTruthy();
    await pass(20);
    expect(screen.getByText('stage 1')).toBeTruthy();
    await pass(20);
    expect(screen.getByText('stage 2')).toBeTruthy();
    await pass(200);
    expect(screen.getByText('stage 2')).toBeTruthy();
  });
});

describe('afterNextFrame', () => {
  it('waits for a timer alone in a hidden tab, which draws no frames', async () => {
    frames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterNextFrame(run);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', async () => {
    frames();
    const run = vi.fn();
    const cancel = afterNextFrame(run);
    await vi.advanceTimersByTimeAsync(5);
    cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).not.toHaveBeenCalled();
  });
});
