import type { SavedAddressesResponse } from '@okmenu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '../../shared/router/index.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DeliveryIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { deleteAddress } from './api/delete-address.ts';
import { savedAddressesQueryOptions, useSavedAddresses } from './api/get-addresses.ts';
import { setDefaultAddress } from './api/set-default-address.ts';
import {
  applySavedAddress,
  SavedAddressCard,
  savedAreaName,
  smallButton,
  startNewAddress,
} from './saved-addresses.tsx';
import { useDeliveryContext } from './use-delivery-context.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';

/** /:referenceId/locations (signed in) — the customer's saved addresses: the default, choose one, delete one. */
export function LocationsPage() {
  const { referenceId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const context = useDeliveryContext(referenceId);
  const customer = useSignedInCustomer(referenceId);
  const businessId = context.data?.restaurant.id ?? 0;
  const query = useSavedAddresses(businessId, customer?.userId ?? null);
  const key = savedAddressesQueryOptions(businessId, customer?.userId ?? null).queryKey;
  const update = (answer: SavedAddressesResponse) => queryClient.setQueryData(key, answer);
  const makeDefault = useMutation({ mutationFn: setDefaultAddress, onSuccess: update });
  const remove = useMutation({ mutationFn: deleteAddress, onSuccess: update });
  const formHref = `/${referenceId}/delivery/form`;
  useDocumentTitle(`${t('delivery.saved.pageTitle')} · ${context.data?.restaurant.business_name ?? ''}`);

  if (!context.data || query.isPending) return <FullScreenSpinner />;
  const addresses = query.data?.addresses ?? [];
  const busy = makeDefault.isPending || remove.isPending;

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 pt-6 pb-32 md:px-6 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('delivery.saved.pageTitle')}</h1>
      {query.isError ? <EmptyState alert>{t('delivery.saved.failed')}</EmptyState> : null}
      {addresses.length === 0 && !query.isError ? (
        <EmptyState icon={DeliveryIcon}>{t('delivery.saved.empty')}</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={t('delivery.saved.title')}>
          {addresses.map((address) => (
            <SavedAddressCard
              key={address.id}
              areaName={savedAreaName(address, context.zones)}
              saved={address}
              actions={
                <>
                  <button
                    type="button"
                    className={`${smallButton} bg-primary text-on-primary ring-0 hover:opacity-90`}
                    onClick={() => {
                      applySavedAddress(address, context);
                      void navigate(formHref);
                    }}
                  >
                    {t('delivery.saved.use')}
                  </button>
                  {!address.is_default ? (
                    <button
                      type="button"
                      className={smallButton}
                      disabled={busy}
                      onClick={() => makeDefault.mutate(address.id)}
                    >
                      {t('delivery.saved.makeDefault')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={`${smallButton} text-red-700 dark:text-red-300`}
                    disabled={busy}
                    aria-label={t('delivery.saved.deleteNamed', {
                      name: address.title || t(`delivery.types.${address.type}`),
                    })}
                    onClick={() => {
                      if (window.confirm(t('delivery.saved.confirmDelete'))) remove.mutate(address.id);
                    }}
                  >
                    {t('delivery.saved.delete')}
                  </button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <Link
        to={`${formHref}?back=${encodeURIComponent(`/${referenceId}/locations`)}`}
        onClick={startNewAddress}
        className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
      >
        {t('delivery.saved.add')}
      </Link>
    </div>
  );
}
