import { useEffect, useId, useRef, useState } from 'react';
import { acceptAll, necessaryOnly, saveConsent, type ConsentState } from '../../entities/tracking/consent.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const buttonBase =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The consent banner (issue 18): a non-modal region fixed over the bottom of the page (it never pushes content,
 * so no layout shift), not stealing focus on first show; opened again from settings it takes focus. Accept all,
 * necessary only, or choose analytics and advertising apart.
 */
export default function ConsentBanner({
  referenceId,
  businessName,
  consent,
  reopened,
  platforms,
}: {
  referenceId: string;
  businessName: string;
  consent: ConsentState;
  reopened: boolean;
  platforms: string[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [choosing, setChoosing] = useState(reopened);
  const [analytics, setAnalytics] = useState(consent.analytics);
  const [marketing, setMarketing] = useState(consent.marketing);
  const hasAnalytics = platforms.includes('google_analytics');
  const hasMarketing = platforms.some((platform) => platform !== 'google_analytics');

  // Reopened from settings, or the choices just opened (the "Choose" button is gone): focus goes to the heading.
  useEffect(() => {
    if (reopened || choosing) headingRef.current?.focus();
  }, [reopened, choosing]);

  const decide = (choice: { analytics: boolean; marketing: boolean }) => saveConsent(referenceId, choice);

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 px-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] md:px-6 md:pb-6"
    >
      <div className="mx-auto max-h-[80dvh] max-w-2xl overflow-y-auto rounded-3xl bg-raised p-5 text-ink shadow-2xl ring-1 ring-line">
        <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          {t('consent.title')}
        </h2>
        <p id={bodyId} className="mt-1 text-sm text-ink-muted">
          {t('consent.body', { name: businessName })}
        </p>
        {consent.gpc ? <p className="mt-2 text-sm font-medium text-ink">{t('consent.gpc')}</p> : null}
        {choosing ? (
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">{t('consent.choose')}</legend>
            <Choice label={t('consent.necessary')} hint={t('consent.necessaryHint')} checked disabled />
            {hasAnalytics ? (
              <Choice
                label={t('consent.analytics')}
                hint={t('consent.analyticsHint')}
                checked={analytics}
                onChange={setAnalytics}
              />
            ) : null}
            {hasMarketing ? (
              <Choice
                label={t('consent.marketing')}
                hint={t('consent.marketingHint')}
                checked={marketing}
                disabled={consent.gpc}
                onChange={setMarketing}
              />
            ) : null}
          </fieldset>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={`${buttonBase} bg-primary text-on-primary`}
            onClick={() => decide(acceptAll)}
          >
            {t('consent.acceptAll')}
          </button>
          <button
            type="button"
            className={`${buttonBase} text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10`}
            onClick={() => decide(necessaryOnly)}
          >
            {t('consent.necessaryOnly')}
          </button>
          {choosing ? (
            <button
              type="button"
              className={`${buttonBase} text-ink ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10`}
              onClick={() => decide({ analytics: hasAnalytics && analytics, marketing: hasMarketing && marketing })}
            >
              {t('consent.save')}
            </button>
          ) : (
            <button
              type="button"
              className={`${buttonBase} text-ink underline-offset-4 hover:underline`}
              onClick={() => setChoosing(true)}
            >
              {t('consent.choose')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function Choice(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange?.(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
