import { useParams } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { ItemPage } from '../../features/menu/item/item-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/:categoryId/:itemId */
export function ItemRoute() {
  const { referenceId = '', type, categoryId, itemId } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return <ItemPage referenceId={referenceId} type={type} categoryId={Number(categoryId)} itemId={Number(itemId)} />;
}
