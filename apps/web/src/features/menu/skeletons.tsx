import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';

const block = 'animate-pulse rounded-xl bg-ink/8 dark:bg-white/8 motion-reduce:animate-none';

/** Placeholder rows shaped like item rows, so nothing jumps when the items arrive. */
export function ItemRowsSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: rows }, (_, index) => (
        <Card look="compact" key={index} className="flex gap-3" aria-hidden="true">
          <div className="flex flex-1 flex-col gap-2 py-1">
            <div className={`${block} h-4 w-3/4`} />
            <div className={`${block} h-3 w-full`} />
            <div className={`${block} h-3 w-1/2`} />
            <div className={`${block} mt-auto h-4 w-1/3`} />
          </div>
          <div className={`${block} size-24 shrink-0 sm:size-28`} />
        </Card>
      ))}
    </div>
  );
}

/** The item page while the item loads: photo, title and option blocks at their final sizes. */
export function ItemSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="mx-auto max-w-6xl md:grid md:grid-cols-2 md:gap-8 md:px-6 md:pt-6"
    >
      <div className={`${block} aspect-[4/3] w-full rounded-none md:rounded-3xl`} aria-hidden="true" />
      <div className="space-y-3 px-4 pt-5 md:px-0 md:pt-0" aria-hidden="true">
        <div className={`${block} h-8 w-2/3`} />
        <div className={`${block} h-5 w-1/4`} />
        <div className={`${block} h-4 w-full`} />
        <div className={`${block} h-4 w-5/6`} />
        <div className={`${block} mt-6 h-32 w-full rounded-2xl`} />
        <div className={`${block} h-32 w-full rounded-2xl`} />
      </div>
    </div>
  );
}
