import { useParams } from 'react-router';
import { isRouteType } from '../../features/business/selling-types.ts';
import { CategoryPage } from '../../features/menu/category-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/:categoryId */
export function CategoryRoute() {
  const { referenceId = '', type, categoryId } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return <CategoryPage key={categoryId} referenceId={referenceId} type={type} categoryId={Number(categoryId)} />;
}
