import { beforeEach, describe, expect, it } from 'vitest';
import { createPixelRuntime } from './pixel-runtime.ts';

type TestWindow = Window & { fbq?: { queue: unknown[][] }; ttq?: unknown[]; dataLayer?: unknown[] };

describe('pixel runtime', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.querySelectorAll('script[data-pixel]').forEach((script) => script.remove());
    const w = window as TestWindow;
    delete w.fbq;
    delete w.ttq;
    delete w.dataLayer;
    delete (w as { gtag?: unknown }).gtag;
    delete (w as { snaptr?: unknown }).snaptr;
  });

  it('loads nothing and sends nothing without consent', () => {
    const runtime = createPixelRuntime({ referenceId: 'demo', pixels: { meta: '1', tiktok: 'T' }, currency: 'KWD' });
    runtime.allow({ analytics: false, marketing: false });
    runtime.handle({ referenceId: 'demo', name: 'search', query: 'x' });
    expect(document.head.querySelectorAll('script[data-pixel]')).toHaveLength(0);
    expect((window as TestWindow).fbq).toBeUndefined();
  });

  it('loads only the consented purposes: analytics alone loads Google Analytics', () => {
    const runtime = createPixelRuntime({
      referenceId: 'demo',
      pixels: { meta: '1', google_analytics: 'G-1' },
      currency: 'KWD',
    });
    runtime.allow({ analytics: true, marketing: false });
    const sources = [...document.head.querySelectorAll('script[data-pixel]')].map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-1']);
  });

  it('sends a purchase once per event id, also from a new page (a reload)', () => {
    const pixels = { meta: '1' };
    const purchase = {
      referenceId: 'demo',
      name: 'purchase' as const,
      orderId: 5,
      eventId: 'purchase-5',
      items: [],
      value: 3,
      currency: 'KWD',
    };
    const first = createPixelRuntime({ referenceId: 'demo', pixels, currency: 'KWD' });
    first.allow({ analytics: true, marketing: true });
    first.handle(purchase);
    first.handle(purchase);
    createPixelRuntime({ referenceId: 'demo', pixels, currency: 'KWD' }).handle(purchase);
    const queue = (window as TestWindow).fbq!.queue.map((args) => [...args]);
    expect(queue.filter((args) => args[1] === 'Purchase')).toHaveLength(1);
    expect(queue[0]).toEqual(['init', '1']);
  });

  it('ignores events of another business', () => {
    const runtime = createPixelRuntime({ referenceId: 'demo', pixels: { meta: '1' }, currency: 'KWD' });
    runtime.allow({ analytics: true, marketing: true });
    runtime.handle({ referenceId: 'other', name: 'search', query: 'x' });
    expect((window as TestWindow).fbq!.queue).toHaveLength(1);
  });
});
