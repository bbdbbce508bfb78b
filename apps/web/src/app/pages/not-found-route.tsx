import { productName } from '../../shared/config/app-config.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { errorTitle } from '../error/error-info.ts';
import { NotFoundPage } from '../error/error-pages.tsx';

/** /404 — where missing items and other dead ends are sent. */
export function NotFoundRoute() {
  useDocumentTitle(errorTitle(productName, 404));
  return <NotFoundPage />;
}
