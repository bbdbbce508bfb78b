import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Outlet, ScrollRestoration, useNavigation } from '../../shared/router/index.ts';

/**
 * Wraps every route: a skip link, a thin progress bar while a navigation loads, and the router's scroll
 * restoration (a new page opens at its top; Back returns to where the guest was).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-raised focus:px-4 focus:py-3 focus:text-ink focus:shadow-lg"
      >
        {t('common.skipToContent')}
      </a>
      {navigating ? (
        <div
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
          role="progressbar"
          aria-label={t('common.loading')}
        >
          <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
