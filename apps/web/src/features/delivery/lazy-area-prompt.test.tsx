import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDeliveryAreaPrompt } from './lazy-area-prompt.tsx';

const loaded = vi.hoisted(() => ({ modules: 0 }));
vi.mock('./delivery-area-prompt.tsx', () => {
  loaded.modules += 1;
  return { DeliveryAreaPrompt: ({ referenceId }: { referenceId: string }) => <p>bar of {referenceId}</p> };
});

afterEach(() => vi.unstubAllGlobals());

describe('LazyDeliveryAreaPrompt', () => {
  it('holds the bar’s height in the first render and asks for its chunk only after the next frame', async () => {
    // Frames held back: nothing of the first render's frame has happened yet.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    const { container } = render(<LazyDeliveryAreaPrompt referenceId="demo" className="wrap" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.querySelector('.wrap > .min-h-14[aria-hidden="true"]')).not.toBeNull();
    expect(loaded.modules).toBe(0);

    // The frame is drawn: the chunk is asked for and the bar takes the placeholder's place.
    act(() => frames.splice(0).forEach((run) => run(performance.now())));
    expect(await screen.findByText('bar of demo')).toBeTruthy();
    expect(loaded.modules).toBe(1);
    expect(container.querySelector('.min-h-14')).toBeNull();
  });
});
