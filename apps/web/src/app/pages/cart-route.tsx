import { useParams } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { CartPage } from '../../features/cart/cart-page.tsx';
import { LazyDeliveryAreaPrompt } from '../../features/delivery/lazy-area-prompt.tsx';
import { useDeliveryPricing } from '../../features/delivery/use-delivery-pricing.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/cart; a delivery order's cart gets the zone's fee and the area prompt from delivery. */
export function CartRoute() {
  const { referenceId = '', type } = useParams();
  // Called for every type (hooks run unconditionally); another type fetches nothing.
  const pricing = useDeliveryPricing(referenceId, { enabled: type === 'delivery' });
  if (!isRouteType(type)) return <FullScreenSpinner />;
  const delivery =
    type === 'delivery'
      ? {
          pricing: { fee: pricing.fee, delivery: pricing.delivery, shipping: pricing.shipping },
          areaPrompt: <LazyDeliveryAreaPrompt referenceId={referenceId} className="empty:hidden" />,
        }
      : null;
  return <CartPage referenceId={referenceId} type={type} delivery={delivery} />;
}
