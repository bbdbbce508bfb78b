import { defaultMessageStatus } from '@okmenu/domain';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';

/** The server's default sentences for a business switched off or replacing its menu, in the guest's language. */
const stateMessageKeys: Partial<Record<string, string>> = {
  off: 'menu.businessOff',
  replacing_menu: 'menu.menuUpdating',
};

/**
 * Menu errors (SPEC §8): response error 1 shows the response's message (the server's default sentences in the
 * guest's language, the business's own words as they come); any other failure shows
 * "Fail to fetch menu, please try later." with a retry button.
 */
export function MenuError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const stateKey = message === undefined ? undefined : stateMessageKeys[defaultMessageStatus(message) ?? ''];
  return (
    <LoadFailed className="mx-auto my-8 max-w-md" {...(onRetry ? { onRetry } : {})}>
      {stateKey ? t(stateKey) : (message ?? t('menu.fetchFailed'))}
    </LoadFailed>
  );
}

/** Which menu error to show for a restaurant answer, or null when the menu is usable. */
export function menuErrorOf(answer: { error: number; message: string; menu?: unknown }): 'message' | 'failed' | null {
  if (answer.error === 1) return 'message';
  if (answer.error !== 0 || !answer.menu) return 'failed';
  return null;
}
