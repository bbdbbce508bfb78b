import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The shell's cover as the server writes it, laid out (jsdom lays nothing out) and still loading. */
function coverImage({ shown = true } = {}): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"><header class="boot-cover"><img src="/media/x/cover.webp" /></header></div>';
  const image = document.querySelector('img')!;
  Object.defineProperty(image, 'complete', { value: false });
  image.getClientRects = () => (shown ? [new DOMRect(0, 0, 390, 176)] : []) as unknown as DOMRectList;
  return image;
}

function started(): () => boolean {
  let done = false;
  void afterFirstPaint().then(() => (done = true));
  return () => done;
}

describe('afterFirstPaint', () => {
  it('waits until the browser reports the cover painted, then a frame', async () => {
    vi.useFakeTimers();
    let report: ((entries: { element: Element }[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): { element: Element }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const image = coverImage();
    const done = started();
    await vi.advanceTimersByTimeAsync(100);
    report?.([{ element: document.body }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(false);
    report?.([{ element: image }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('without paint reports, waits for the image to load', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const image = coverImage();
    Object.defineProperty(image, 'decode', { value: undefined });
    const done = started();
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('starts anyway when the cover is slow or broken, and after a frame when there is none or it is hidden', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    coverImage();
    const slow = started();
    await vi.advanceTimersByTimeAsync(450);
    expect(slow()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(slow()).toBe(true);

    const broken = coverImage();
    const afterError = started();
    broken.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(afterError()).toBe(true);

    coverImage({ shown: false });
    const hidden = started();
    await vi.advanceTimersByTimeAsync(50);
    expect(hidden()).toBe(true);

    document.body.innerHTML = '<div id="root"></div>';
    const plain = started();
    await vi.advanceTimersByTimeAsync(50);
    expect(plain()).toBe(true);
  });
});
