import { useParams } from 'react-router';
import { isRouteType } from '../../features/business/selling-types.ts';
import { CartPage } from '../../features/cart/cart-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/cart */
export function CartRoute() {
  const { referenceId = '', type } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return <CartPage referenceId={referenceId} type={type} />;
}
