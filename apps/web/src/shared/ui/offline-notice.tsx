import { useTranslation } from '../i18n/use-translation.ts';
import { useOnline } from '../network/use-online.ts';

/**
 * Says so while the connection is gone (decision 0099): the menu and cart still work from what the service
 * worker kept, ordering waits. A live region, so a screen reader hears it when the connection drops.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="contents">
      {online ? null : (
        <p
          data-testid="offline-notice"
          className="fixed inset-x-0 top-0 z-50 bg-ink px-4 py-2 text-center text-sm font-medium text-surface"
        >
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}
