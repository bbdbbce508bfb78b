import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function coverImage(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"><header class="boot-cover"><img src="/media/x/cover.webp" /></header></div>';
  return document.querySelector('img')!;
}

describe('afterFirstPaint', () => {
  it('waits for the cover image to load, then for a frame', async () => {
    vi.useFakeTimers();
    const image = coverImage();
    Object.defineProperty(image, 'complete', { value: false });
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });

  it('starts anyway when the cover is slow, and at once (after a frame) without one', async () => {
    vi.useFakeTimers();
    const image = coverImage();
    Object.defineProperty(image, 'complete', { value: false });
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(450);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(true);

    document.body.innerHTML = '<div id="root"></div>';
    let plain = false;
    void afterFirstPaint().then(() => (plain = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(plain).toBe(true);
  });
});
