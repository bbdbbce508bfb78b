import type { SavedAddressWire, ZoneWire } from '@okmenu/contract';
import { labelledValue } from './form-line.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { branchZones, zoneAtPoint, zoneOfArea } from './delivery-rules.ts';
import { useDeliveryStore } from './delivery-store.ts';
import { addressFieldNames, emptyAddressForm } from './delivery-types.ts';
import { Card } from '../../shared/ui/card.tsx';

/** Fills the address form from a saved address and puts its area or pin back (when the zones still have them). */
export function applySavedAddress(
  saved: SavedAddressWire,
  context: { zones: readonly ZoneWire[] | undefined; branchId: number },
) {
  const store = useDeliveryStore.getState();
  store.setForm({
    ...emptyAddressForm(saved.type),
    fields: { ...saved.fields },
    contactName: saved.contact_name ?? '',
    contactPhone: saved.contact_phone ?? '',
    savedAddressId: saved.id,
    title: saved.title ?? '',
  });
  const zones = branchZones(context.zones ?? [], context.branchId).filter((zone) => zone.visible);
  const zone = saved.area_id ? zoneOfArea(zones, saved.area_id) : undefined;
  const area = zone?.areas.find((candidate) => candidate.id === saved.area_id);
  const pin =
    saved.lat !== null && saved.lng !== null
      ? {
          lat: saved.lat,
          lng: saved.lng,
          zoneId: zoneAtPoint(zones, context.branchId, { lat: saved.lat, lng: saved.lng })?.id ?? null,
          branchId: context.branchId,
        }
      : null;
  if (zone && area) {
    store.chooseArea({ id: area.id, zoneId: zone.id, branchId: context.branchId, name: area.name ?? zone.name }, pin);
  } else if (pin) {
    store.choosePin(pin, { keepArea: false, queriedAddress: null });
  } else {
    store.clearPlace();
  }
}

/** Starts a new address: an empty form (the place chosen stays). */
export function startNewAddress() {
  useDeliveryStore.getState().setForm(emptyAddressForm());
}

/** One line of a saved address: its fields in the form's order. */
export function useAddressLine() {
  const { t } = useTranslation();
  return (saved: SavedAddressWire) =>
    addressFieldNames
      .filter((name) => name !== 'note' && saved.fields[name])
      .map((name) => labelledValue(t(`delivery.fields.${name}`), saved.fields[name] ?? ''))
      .join(t('delivery.listSeparator'));
}

/**
 * The name of a saved address's area in the interface language (the zones are fetched in it), or undefined.
 * An address keeps the area's id, not its name, so an Arabic interface never shows the English name.
 */
export function savedAreaName(
  saved: Pick<SavedAddressWire, 'area_id'>,
  zones: readonly ZoneWire[] | undefined,
): string | undefined {
  if (!saved.area_id || !zones) return undefined;
  return zoneOfArea(zones, saved.area_id)?.areas.find((area) => area.id === saved.area_id)?.name ?? undefined;
}

/** A saved address as a card; `actions` are the buttons the screen offers for it. */
export function SavedAddressCard({
  saved,
  actions,
  areaName,
}: {
  saved: SavedAddressWire;
  actions: ReactNode;
  /** The area's name in the interface language (`savedAreaName`). */
  areaName?: string | undefined;
}) {
  const { t } = useTranslation();
  const line = useAddressLine()(saved);
  return (
    <Card as="li" data-testid={`saved-address-${saved.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{saved.title || areaName || t(`delivery.types.${saved.type}`)}</p>
        <span className="rounded-full bg-ink/5 px-2 py-0.5 text-xs text-ink-muted dark:bg-white/10">
          {t(`delivery.types.${saved.type}`)}
        </span>
        {saved.is_default ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-ink dark:bg-white/10">
            {t('delivery.saved.default')}
          </span>
        ) : null}
      </div>
      {saved.title && areaName ? <p className="mt-1 text-sm text-ink">{areaName}</p> : null}
      {line ? <p className="mt-1 text-sm text-ink-muted">{line}</p> : null}
      {saved.contact_name || saved.contact_phone ? (
        <p className="mt-1 text-sm text-ink-muted" dir="auto">
          {[saved.contact_name, saved.contact_phone].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}

export const smallButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-line hover:bg-ink/5 disabled:opacity-50 dark:hover:bg-white/5';
