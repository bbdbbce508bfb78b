import { useRouteError } from '../../shared/router/index.ts';
import { productName } from '../../shared/config/app-config.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { errorInfo, errorTitle } from './error-info.ts';
import { NotFoundPage, ServerErrorPage, UnavailablePage } from './error-pages.tsx';

/**
 * The root error screen (SPEC §2): 433, 404 and 500 have their own pages; any other error shows only
 * its message as plain text.
 */
export function RootErrorScreen() {
  const { code, message, home } = errorInfo(useRouteError());
  useDocumentTitle(errorTitle(productName, code));
  if (code === 433) return <UnavailablePage message={message} />;
  if (code === 404) return <NotFoundPage message={message} home={home} />;
  if (code === 500) return <ServerErrorPage message={message} />;
  return (
    <main id="main" className="p-6 text-ink">
      <p>{message}</p>
    </main>
  );
}
