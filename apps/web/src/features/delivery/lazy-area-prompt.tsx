import { lazy, Suspense } from 'react';

const DeliveryAreaPrompt = lazy(() =>
  import('./delivery-area-prompt.tsx').then((module) => ({ default: module.DeliveryAreaPrompt })),
);

/**
 * The delivery bar and area picker, loaded as their own chunk after the page (type home, cart) has rendered,
 * so pages that show it do not carry the zones, store or picker code in their first download.
 */
export function LazyDeliveryAreaPrompt({ referenceId, className }: { referenceId: string; className?: string }) {
  return (
    <div className={className}>
      {/* Holds the bar's height while its chunk loads, so the menu below does not jump down. */}
      <Suspense fallback={<div className="min-h-14" aria-hidden="true" />}>
        <DeliveryAreaPrompt referenceId={referenceId} />
      </Suspense>
    </div>
  );
}
