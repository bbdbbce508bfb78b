import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { openConsentChoices } from './consent.ts';

/** "Privacy choices": opens the business's consent banner again (for the settings page; issue 18). */
export function ConsentSettingsButton({ referenceId, className = '' }: { referenceId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => openConsentChoices(referenceId)}
      className={`inline-flex min-h-11 items-center rounded-full px-5 font-medium text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10 ${className}`}
    >
      {t('consent.settingsLink')}
    </button>
  );
}
