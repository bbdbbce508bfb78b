import { useParams } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { BusyBanner } from '../../entities/live/busy-banner.tsx';
import { CategoryPage } from '../../features/menu/category-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/:categoryId */
export function CategoryRoute() {
  const { referenceId = '', type, categoryId } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return (
    <>
      <BusyBanner className="mx-auto max-w-5xl px-4 pt-4 md:px-6" />
      <CategoryPage key={categoryId} referenceId={referenceId} type={type} categoryId={Number(categoryId)} />
    </>
  );
}
