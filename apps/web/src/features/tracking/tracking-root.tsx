import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from '../../shared/router/index.ts';
import type { RestaurantResponse } from '@okmenu/contract';
import { useConsent, useConsentReopened } from '../../entities/tracking/consent.ts';
import { attachTracker, dropWaitingEvents, trackEvent } from '../../entities/tracking/events.ts';
import { whenIdle } from '../../shared/time/when-idle.ts';
import { configuredPixels } from './pixel-platforms.ts';

const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

/**
 * The consent banner and the pixels of a business (issue 18): nothing shows or loads when the business has no
 * pixel; the banner (its own chunk) asks until the guest chose; the pixels (another chunk) load after the page is
 * interactive and only for the consented purposes. Page views are told on each route.
 */
export function TrackingRoot({ referenceId, data }: { referenceId: string; data: RestaurantResponse }) {
  const pixels = useMemo(() => configuredPixels(data.pixels), [data.pixels]);
  const hasPixels = Object.keys(pixels).length > 0;
  const consent = useConsent(referenceId);
  const reopened = useConsentReopened(referenceId);
  const location = useLocation();
  const allowed = consent.analytics || consent.marketing;
  const currency = data.restaurant.currency.code;

  useEffect(() => {
    if (!hasPixels) dropWaitingEvents();
  }, [hasPixels]);

  // Told again when consent arrives, so the page the guest consented on is counted (nothing before is kept).
  useEffect(() => {
    if (!hasPixels || !allowed) return;
    trackEvent(referenceId, { name: 'page_view', path: location.pathname, title: document.title });
  }, [hasPixels, allowed, referenceId, location.pathname]);

  useEffect(() => {
    // Without consent, what happens is dropped rather than kept for later.
    if (!hasPixels || !allowed) return attachTracker(() => undefined);
    let detach: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./pixel-runtime.ts').then(({ createPixelRuntime }) => {
        if (cancelled) return;
        const runtime = createPixelRuntime({ referenceId, pixels, currency });
        runtime.allow(consent);
        detach = attachTracker((event) => runtime.handle(event));
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      detach?.();
    };
  }, [hasPixels, allowed, consent, referenceId, pixels, currency]);

  if (!hasPixels || (consent.decided && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        referenceId={referenceId}
        businessName={data.restaurant.business_name}
        consent={consent}
        reopened={reopened}
        platforms={Object.keys(pixels)}
      />
    </Suspense>
  );
}
