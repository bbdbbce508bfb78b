import { useParams } from 'react-router';
import { isRouteType } from '../../features/business/selling-types.ts';
import { CheckoutPage } from '../../features/checkout/checkout-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/checkout (its own chunk: the phone rules and country list load only here). */
export function CheckoutRoute() {
  const { referenceId = '', type } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return <CheckoutPage referenceId={referenceId} type={type} />;
}
