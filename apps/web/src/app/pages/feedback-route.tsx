import { useParams } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { FeedbackPage } from '../../features/feedback/feedback-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/Feedback */
export function FeedbackRoute() {
  const { referenceId = '' } = useParams();
  const { data } = useRestaurant(referenceId);
  const orderType = useCartStore((state) => (state.referenceId === referenceId ? state.orderType : null));
  if (!data?.restaurant) return <FullScreenSpinner />;
  const home = `/${referenceId}`;
  return <FeedbackPage restaurant={data.restaurant} backTo={orderType ? `${home}/${orderType}` : home} />;
}
