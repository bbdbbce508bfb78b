import { useParams } from '../../shared/router/index.ts';
import { isRouteType } from '../../entities/business/selling-types.ts';
import { SearchPage } from '../../features/menu/search/search-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';

/** /:referenceId/:type/search */
export function SearchRoute() {
  const { referenceId = '', type } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return <SearchPage referenceId={referenceId} type={type} />;
}
