import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { whenIdle } from '../../shared/time/when-idle.ts';
import { ChevronIcon, DeliveryIcon } from '../../shared/ui/icons.tsx';
import { AreaPickerDialog } from './area-picker-dialog.tsx';
import { useDeliveryStore } from './delivery-store.ts';
import { useDeliveryContext } from './use-delivery-context.ts';
import { ZoneTermsLine } from './zone-terms.tsx';

/**
 * The delivery bar of the type home, cart and checkout: where the order goes, with its zone's terms, and the
 * area picker, which opens by itself while no area or pin is chosen and the order is not shipped abroad.
 * Loaded as its own chunk, after the page it sits on.
 */
export function DeliveryAreaPrompt({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const context = useDeliveryContext(referenceId);
  const areaName = useDeliveryStore((state) => (state.referenceId === referenceId ? state.area?.name : undefined));
  const [asked, setAsked] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const idle = useBrowserIdle();
  const needsPlace = !context.hasPlace && !context.shipping && Boolean(context.zones);
  // Opens by itself while no place is chosen, until the guest closes it; the bar opens it again. It waits
  // until the page has painted and the browser is idle, so the menu shows first.
  const open = asked || (needsPlace && !dismissed && idle);
  // The picker (every area of every zone) is only built once it is first opened; then it stays, so closing
  // it hands focus back as a dialog should.
  const [built, setBuilt] = useState(false);
  if (open && !built) setBuilt(true);

  if (context.shipping) return null;
  const label = areaName ?? (context.hasPlace ? t('delivery.pinnedLocation') : null);

  return (
    <>
      <button
        type="button"
        onClick={() => setAsked(true)}
        data-testid="delivery-bar"
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-raised px-4 py-2 text-start ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/5"
      >
        <DeliveryIcon className="size-6 shrink-0 text-primary-ink" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-ink-muted">{t('delivery.deliverTo')}</span>
          <span className="block truncate font-semibold text-ink">{label ?? t('delivery.chooseArea')}</span>
          {context.zone ? <ZoneTermsLine terms={context.zone} data={context.data} /> : null}
        </span>
        <ChevronIcon className="size-5 shrink-0 text-ink-muted rtl:rotate-180" />
      </button>
      {built ? (
        <AreaPickerDialog
          open={open}
          onClose={() => {
            setAsked(false);
            setDismissed(true);
          }}
          context={context}
          referenceId={referenceId}
          mapHref={`/${referenceId}/delivery/map`}
        />
      ) : null}
    </>
  );
}

/** True once the browser has been idle after the first paint (at most a second later). */
function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1000), []);
  return idle;
}
