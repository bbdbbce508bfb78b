import { useState } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DeliveryIcon } from '../../shared/ui/icons.tsx';
import { AreaPickerDialog } from './area-picker-dialog.tsx';
import { useDeliveryStore } from './delivery-store.ts';
import type { DeliveryContext } from './use-delivery-context.ts';
import { ZoneTermsLine } from './zone-terms.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';

/** Where the order goes (area or pin) with its zone's terms, and the ways to change it. */
export function PlaceSummary({
  referenceId,
  type,
  context,
  returnTo,
}: {
  referenceId: string;
  type: string;
  context: DeliveryContext;
  /** Where the map goes back to after confirming a pin. */
  returnTo: string;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const mine = useDeliveryStore((state) => state.referenceId === referenceId);
  const area = useDeliveryStore((state) => state.area);
  const pin = useDeliveryStore((state) => state.pin);
  const queried = useDeliveryStore((state) => state.queriedAddress);
  const mapHref = `/${referenceId}/${type}/map?next=${encodeURIComponent(returnTo)}`;
  const name = mine ? (area?.name ?? (pin ? queried?.title || t('delivery.pinnedLocation') : null)) : null;

  return (
    <Card data-testid="place-summary">
      <div className="flex items-start gap-3">
        <DeliveryIcon className="mt-0.5 size-6 shrink-0 text-primary-ink" />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-ink-muted">{t('delivery.deliverTo')}</p>
          <p className="font-semibold text-ink">{name ?? t('delivery.chooseArea')}</p>
          {context.zone ? (
            <ZoneTermsLine terms={context.zone} data={context.data} />
          ) : name ? (
            <p role="alert" className={errorTextClass}>
              {t('delivery.map.outside')}
            </p>
          ) : null}
          {mine && pin ? <p className="mt-1 text-xs text-ink-muted">{t('delivery.form.pinSet')}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setPicking(true)}
          className="min-h-11 rounded-full px-4 text-sm font-semibold text-primary-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/5"
        >
          {name ? t('delivery.changeArea') : t('delivery.chooseArea')}
        </button>
        <Link
          to={mapHref}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-primary-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/5"
        >
          {mine && pin ? t('delivery.form.movePin') : t('delivery.form.dropPin')}
        </Link>
      </div>
      <AreaPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        context={context}
        referenceId={referenceId}
        mapHref={mapHref}
      />
    </Card>
  );
}
