import { useState } from 'react';
import { Link, Navigate, useNavigate } from '../../shared/router/index.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DeliveryIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useSavedAddresses } from './api/get-addresses.ts';
import { AreaPickerDialog } from './area-picker-dialog.tsx';
import { ShippingCountryChoice } from './shipping-choice.tsx';
import {
  applySavedAddress,
  SavedAddressCard,
  savedAreaName,
  smallButton,
  startNewAddress,
} from './saved-addresses.tsx';
import { useDeliveryContext } from './use-delivery-context.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Card } from '../../shared/ui/card.tsx';

/**
 * /:referenceId/:type/address — where the order goes: a signed-in customer picks a saved address or starts a
 * new one; a guest picks an area (or a pin) first. Once a place is known, `/form` takes the details.
 */
export function AddressPage({ referenceId, type }: { referenceId: string; type: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useDeliveryContext(referenceId);
  const customer = useSignedInCustomer(referenceId);
  const saved = useSavedAddresses(context.data?.restaurant.id ?? 0, customer?.userId ?? null);
  const [picking, setPicking] = useState(true);
  const [shipOpen, setShipOpen] = useState(false);
  useDocumentTitle(`${t('delivery.address.title')} · ${context.data?.restaurant.business_name ?? ''}`);
  const formHref = `/${referenceId}/${type}/form`;
  const mapHref = `/${referenceId}/${type}/map?next=${encodeURIComponent(formHref)}`;

  if (!context.data || (customer && saved.isPending)) return <FullScreenSpinner />;
  const addresses = saved.data?.addresses ?? [];
  if (addresses.length === 0 && (context.hasPlace || context.shipping)) return <Navigate to={formHref} replace />;
  const shippingChoice = (
    <ShippingCountryChoice
      key={shipOpen ? 'open' : 'closed'}
      context={context}
      startOpen={shipOpen}
      onChosen={() => {
        // A saved address is a local one: the parcel abroad starts a new form.
        if (addresses.length > 0) startNewAddress();
        void navigate(formHref);
      }}
    />
  );

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 pt-4 pb-32 md:px-6 md:pt-8">
      <PageHeader title={t('delivery.address.title')} backTo={`/${referenceId}/${type}/cart`} />

      {addresses.length > 0 ? (
        <section aria-labelledby="saved-heading" className="space-y-3">
          <h2 id="saved-heading" className="font-semibold text-ink">
            {t('delivery.saved.title')}
          </h2>
          <ul className="space-y-3">
            {addresses.map((address) => (
              <SavedAddressCard
                key={address.id}
                areaName={savedAreaName(address, context.zones)}
                saved={address}
                actions={
                  <button
                    type="button"
                    className={`${smallButton} bg-primary text-on-primary ring-0 hover:opacity-90`}
                    onClick={() => {
                      applySavedAddress(address, context);
                      void navigate(formHref);
                    }}
                  >
                    {t('delivery.saved.deliverHere')}
                  </button>
                }
              />
            ))}
          </ul>
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              startNewAddress();
              if (context.hasPlace) void navigate(formHref);
              else setPicking(true);
            }}
          >
            {t('delivery.saved.new')}
          </button>
          <div>{shippingChoice}</div>
        </section>
      ) : (
        <Card look="roomy" className="text-center">
          <DeliveryIcon className="mx-auto size-10 text-primary-ink" />
          <p className="mt-3 text-ink">{t('delivery.address.intro')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <button
              type="button"
              className={`${smallButton} bg-primary text-on-primary ring-0`}
              onClick={() => setPicking(true)}
            >
              {t('delivery.chooseArea')}
            </button>
            <Link to={mapHref} className={smallButton}>
              {t('delivery.picker.useMap')}
            </Link>
          </div>
          <div className="mt-4 text-start">{shippingChoice}</div>
        </Card>
      )}
      <AreaPickerDialog
        open={picking && addresses.length === 0 && !context.hasPlace && !context.shipping}
        onClose={() => setPicking(false)}
        onShipAbroad={() => {
          setPicking(false);
          setShipOpen(true);
        }}
        onChosen={() => void navigate(formHref)}
        context={context}
        referenceId={referenceId}
        mapHref={mapHref}
      />
    </div>
  );
}
