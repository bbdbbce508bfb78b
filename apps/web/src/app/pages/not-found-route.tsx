import { useSearchParams } from '../../shared/router/index.ts';
import { productName } from '../../shared/config/app-config.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { errorTitle } from '../error/error-info.ts';
import { NotFoundPage } from '../error/error-pages.tsx';
import { venueHome } from '../error/venue-home.ts';

/** /404 — where missing items and other dead ends are sent; `?from=` names the venue to go back to. */
export function NotFoundRoute() {
  useDocumentTitle(errorTitle(productName, 404));
  const [search] = useSearchParams();
  return <NotFoundPage home={venueHome(search.get('from'))} />;
}
