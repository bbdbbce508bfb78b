import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdPlace } from './hold-place.ts';

/** A ResizeObserver whose size changes the test announces (jsdom lays nothing out). */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  static resize() {
    for (const observer of FakeResizeObserver.all) if (observer.observed) observer.callback();
  }
}

describe('holdPlace', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeResizeObserver.all = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts the page back each time it changes size, until the time is up', () => {
    const place = vi.fn();
    holdPlace(place, 1000);
    FakeResizeObserver.resize();
    FakeResizeObserver.resize();
    expect(place).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    FakeResizeObserver.resize();
    expect(place).toHaveBeenCalledTimes(2);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])('lets go at once when the guest acts (%s)', (type) => {
    const place = vi.fn();
    holdPlace(place, 1000);
    window.dispatchEvent(new Event(type));
    FakeResizeObserver.resize();
    expect(place).not.toHaveBeenCalled();
  });

  it('stops when asked, and holds nothing without ResizeObserver', () => {
    const place = vi.fn();
    holdPlace(place, 1000)();
    FakeResizeObserver.resize();
    expect(place).not.toHaveBeenCalled();
    vi.stubGlobal('ResizeObserver', undefined);
    expect(() => holdPlace(place, 1000)()).not.toThrow();
  });
});
