import { lazy, Suspense } from 'react';
import type { RestaurantResponse } from '@okmenu/contract';

const TrackingRoot = lazy(() => import('./tracking-root.tsx').then((module) => ({ default: module.TrackingRoot })));

/**
 * What the business layout renders for tracking (issue 18): nothing for a business without pixels; otherwise the
 * consent banner and the pixels, from their own chunk (never in the first load's JavaScript).
 */
export function Tracking({ referenceId, data }: { referenceId: string; data: RestaurantResponse }) {
  const pixels = data.pixels as Partial<Record<string, string>> | undefined;
  if (!Object.values(pixels ?? {}).some((id) => typeof id === 'string' && id.trim() !== '')) return null;
  return (
    <Suspense fallback={null}>
      <TrackingRoot referenceId={referenceId} data={data} />
    </Suspense>
  );
}
