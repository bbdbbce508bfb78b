import { useParams } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { CheckoutPage } from '../../features/checkout/checkout-page.tsx';
import { DeliveryCheckoutSection } from '../../features/delivery/delivery-checkout-section.tsx';
import { useDeliveryTarget } from '../../features/delivery/use-delivery-target.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/**
 * /:referenceId/:type/checkout (its own chunk: the phone rules and country list load only here). A delivery
 * order's checkout gets its destination and delivery card from features/delivery here.
 */
export function CheckoutRoute() {
  const { referenceId = '', type } = useParams();
  // Called for every type (hooks run unconditionally); another type fetches nothing.
  const target = useDeliveryTarget(referenceId, { enabled: type === 'delivery' });
  if (!isRouteType(type)) return <FullScreenSpinner />;
  const delivery = type === 'delivery' ? { target, Section: DeliveryCheckoutSection } : null;
  return <CheckoutPage referenceId={referenceId} type={type} delivery={delivery} />;
}
