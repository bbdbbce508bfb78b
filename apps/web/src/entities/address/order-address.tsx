import type { OrderWire } from '@okmenu/contract';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { addressLineOf, orderAddressOf } from './address-fields.ts';

interface OrderAddressProps {
  order: Pick<OrderWire, 'selling_type' | 'area' | 'address' | 'delivery'>;
  /** Lifts the maps link above a card's stretched button (the staff board's cards). */
  raiseLink?: boolean;
  className?: string;
}

/**
 * Where a delivery order goes, in the reader's language: the area, the labelled fields, the kind of place,
 * who receives it and a maps link for the pin. Nothing for other orders.
 */
export function OrderAddress({ order, raiseLink = false, className = '' }: OrderAddressProps) {
  const { t, i18n } = useTranslation();
  const view = orderAddressOf(order, i18n.language);
  if (!view) return null;
  const line = addressLineOf(view.fields, { label: (key) => t(key), separator: t('delivery.listSeparator') });
  const note = view.fields.find((field) => field.name === 'note');
  const contact = [view.contactName, view.contactPhone].filter(Boolean);
  return (
    <div className={`min-w-0 space-y-0.5 text-sm break-words ${className}`} data-testid="order-address">
      {view.area || view.type ? (
        <p className="font-semibold text-ink">
          {view.area ? <span data-testid="order-address-area">{view.area}</span> : null}
          {view.area && view.type ? t('delivery.listSeparator') : null}
          {view.type ? <span className="font-normal text-ink-muted">{t(view.type)}</span> : null}
        </p>
      ) : null}
      {line ? (
        <p className="text-ink" data-testid="order-address-fields">
          {line}
        </p>
      ) : null}
      {note ? (
        <p className="text-ink-muted">
          {t(note.label)}: {note.value}
        </p>
      ) : null}
      {contact.length > 0 ? (
        <p className="text-ink-muted">
          {t('delivery.form.contact')}: {view.contactName}
          {view.contactName && view.contactPhone ? ' ' : null}
          {view.contactPhone ? (
            <span dir="ltr" className="inline-block">
              {view.contactPhone}
            </span>
          ) : null}
        </p>
      ) : null}
      {view.mapsUrl ? (
        <a
          href={view.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-2 ${raiseLink ? 'relative z-10' : ''}`}
          data-testid="order-address-maps"
        >
          {t('delivery.openInMaps')}
        </a>
      ) : null}
    </div>
  );
}
