import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { nativeLanguageName } from '../../shared/i18n/native-language-name.ts';
import { GlobeIcon } from '../../shared/ui/icons.tsx';

interface LanguageSwitcherProps {
  /** The business's locales (SPEC §4); the switcher hides itself when there is only one. */
  locales: readonly string[];
  /** "overlay" sits on the cover image; "plain" sits on a surface. */
  tone?: 'overlay' | 'plain';
  /** Shows the label text next to the control instead of only to screen readers. */
  showLabel?: boolean;
}

/** Lists the business's languages by their native names; choosing one is remembered in a cookie. */
export function LanguageSwitcher({ locales, tone = 'plain', showLabel = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (locales.length < 2) return null;
  const toneClass =
    tone === 'overlay'
      ? 'bg-black/45 text-white ring-white/25 backdrop-blur hover:bg-black/60'
      : 'bg-raised text-ink ring-line hover:ring-primary/40';
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {t('language.label')}
      </label>
      <div className={`relative inline-flex min-h-11 items-center rounded-full ring-1 transition ${toneClass}`}>
        <GlobeIcon className="pointer-events-none absolute start-3 size-5" />
        <select
          id={id}
          value={i18n.language}
          onChange={(event) => void changeLanguage(event.target.value, { persist: true })}
          className="min-h-11 cursor-pointer appearance-none rounded-full bg-transparent ps-10 pe-4 text-sm font-medium outline-offset-2 [&>option]:bg-raised [&>option]:text-ink"
        >
          {locales.map((code) => (
            <option key={code} value={code} lang={code}>
              {nativeLanguageName(code)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
