import { Navigate, useParams } from '../../shared/router/index.ts';
import { AddressFormPage } from '../../features/delivery/address-form-page.tsx';
import { AddressPage } from '../../features/delivery/address-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** Delivery steps exist only for the delivery type; any other type goes back to its menu. */
function useDeliveryParams(): { referenceId: string; type: string } | { redirect: string } {
  const { referenceId = '', type = '' } = useParams();
  return type === 'delivery' ? { referenceId, type } : { redirect: `/${referenceId}/${type}` };
}

/** /:referenceId/:type/address — saved addresses or a new one (its own chunk). */
export function AddressRoute() {
  const params = useDeliveryParams();
  if ('redirect' in params) return <Navigate to={params.redirect} replace />;
  if (!params.referenceId) return <FullScreenSpinner />;
  return <AddressPage referenceId={params.referenceId} type={params.type} />;
}

/** /:referenceId/:type/form — the delivery address form. */
export function AddressFormRoute() {
  const params = useDeliveryParams();
  if ('redirect' in params) return <Navigate to={params.redirect} replace />;
  if (!params.referenceId) return <FullScreenSpinner />;
  return <AddressFormPage referenceId={params.referenceId} type={params.type} />;
}
