import { lazy, Suspense } from 'react';
import { useDeferredReveal } from '../../shared/ui/use-deferred-reveal.ts';

const DeliveryAreaPrompt = lazy(() =>
  import('./delivery-area-prompt.tsx').then((module) => ({ default: module.DeliveryAreaPrompt })),
);

/**
 * The delivery bar and area picker, loaded as their own chunk after the page (type home, cart) has rendered,
 * so pages that show it do not carry the zones, store or picker code in their first download. The chunk is
 * asked for a frame after the page's first render: asking for it (the lazy component's import, its preload
 * links, the suspension) was a median 6 ms, up to 23, of the type home's first render (31 ms at 1x; 0124).
 */
export function LazyDeliveryAreaPrompt({ referenceId, className }: { referenceId: string; className?: string }) {
  const asked = useDeferredReveal();
  // Holds the bar's height until its chunk is loaded, so the menu below does not jump down.
  const placeholder = <div className="min-h-14" aria-hidden="true" />;
  return (
    <div className={className}>
      {asked ? (
        <Suspense fallback={placeholder}>
          <DeliveryAreaPrompt referenceId={referenceId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
