import type { RestaurantWire } from '@okmenu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '../../shared/router/index.ts';
import { shownAppearance, useAppearanceStore, type Appearance } from '../../entities/business/appearance.ts';
import { logoutSession } from '../../entities/customer/api/logout.ts';
import { useAuthStore, useIsAuthenticated } from '../../entities/customer/auth-store.ts';
import { useNotificationConsentStore } from '../../entities/customer/notification-consent.ts';
import { buildId } from '../../shared/config/app-config.ts';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { nativeLanguageName } from '../../shared/i18n/native-language-name.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useWideScreen } from '../../shared/ui/use-media-query.ts';

export const settingsSections = ['language', 'appearance', 'account', 'notifications', 'about'] as const;
export type SettingsSection = (typeof settingsSections)[number];

export function isSettingsSection(value: string | undefined): value is SettingsSection {
  return settingsSections.some((section) => section === value);
}

const rowLook =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 text-start text-ink transition hover:bg-ink/5 dark:hover:bg-white/10';

/**
 * /:referenceId/settings[/:section] — on wide screens a side menu next to the chosen section; on phones the
 * list of sections, each opening on its own screen.
 */
export function SettingsPage({
  restaurant,
  referenceId,
  section,
  backTo,
}: {
  restaurant: RestaurantWire;
  referenceId: string;
  /** The open section; none on a phone shows the list (a wide screen shows the first). */
  section: SettingsSection | null;
  backTo: string;
}) {
  const { t } = useTranslation();
  const title = t('settings.title');
  useDocumentTitle(`${section ? t(`settings.${section}.title`) : title} · ${restaurant.business_name}`);
  const base = `/${referenceId}/settings`;
  const shown = section ?? 'language';
  const wide = useWideScreen(true);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-4 md:px-6 md:pt-8">
      {/* Phones: the list, or one section with a way back to the list. */}
      {wide ? null : section ? (
        <>
          <PageHeader title={t(`settings.${section}.title`)} backTo={base} backLabel={title} className="mb-4" />
          <SectionBody section={section} restaurant={restaurant} referenceId={referenceId} />
        </>
      ) : (
        <>
          <PageHeader title={title} backTo={backTo} className="mb-4" />
          <Card as="div" look="compact">
            <nav aria-label={t('settings.sections')}>
              <ul className="divide-y divide-line">
                {settingsSections.map((name) => (
                  <li key={name}>
                    <Link to={`${base}/${name}`} className={rowLook}>
                      <span className="font-medium">{t(`settings.${name}.title`)}</span>
                      <span aria-hidden="true" className="inline-block text-ink-muted rtl:rotate-180">
                        ›
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        </>
      )}
      {/* Wide screens: the side menu and the chosen section. */}
      {wide ? (
        <div>
          <PageHeader title={title} backTo={backTo} className="mb-6" />
          <div className="grid grid-cols-[14rem_minmax(0,1fr)] gap-8">
            <nav aria-label={t('settings.sections')}>
              <ul className="sticky top-24 space-y-1">
                {settingsSections.map((name) => (
                  <li key={name}>
                    <Link
                      to={`${base}/${name}`}
                      aria-current={name === shown ? 'page' : undefined}
                      className={`${rowLook} ${name === shown ? 'bg-primary/10 font-semibold text-primary-ink dark:bg-white/10' : ''}`}
                    >
                      {t(`settings.${name}.title`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <section aria-labelledby="settings-section-title">
              <h2 id="settings-section-title" className="mb-4 text-xl font-bold text-ink">
                {t(`settings.${shown}.title`)}
              </h2>
              <SectionBody section={shown} restaurant={restaurant} referenceId={referenceId} />
            </section>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function SectionBody(props: { section: SettingsSection; restaurant: RestaurantWire; referenceId: string }) {
  switch (props.section) {
    case 'language':
      return <LanguageSection locales={props.restaurant.locales} />;
    case 'appearance':
      return <AppearanceSection businessMode={props.restaurant.dark_mode} />;
    case 'account':
      return <AccountSection restaurant={props.restaurant} referenceId={props.referenceId} />;
    case 'notifications':
      return <NotificationsSection />;
    case 'about':
      return <AboutSection restaurant={props.restaurant} />;
  }
}

const optionLook =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 py-2 ring-1 ring-line transition has-[:checked]:bg-primary/10 has-[:checked]:ring-2 has-[:checked]:ring-primary';

function LanguageSection({ locales }: { locales: readonly string[] }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-ink-muted">{t('settings.language.lead')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {locales.map((code) => (
          <label key={code} className={optionLook} lang={code}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={i18n.language === code}
              onChange={() => void changeLanguage(code, { persist: true })}
              className="size-5 accent-[var(--color-primary)]"
            />
            <span className="font-medium text-ink">{nativeLanguageName(code)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AppearanceSection({ businessMode }: { businessMode: RestaurantWire['dark_mode'] }) {
  const { t } = useTranslation();
  const choice = useAppearanceStore((state) => state.choice);
  const choose = useAppearanceStore((state) => state.choose);
  const shown = shownAppearance(choice, businessMode);
  const options: Appearance[] = ['system', 'light', 'dark'];
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-ink-muted">{t('settings.appearance.lead')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className={optionLook}>
            <input
              type="radio"
              name="appearance"
              value={option}
              checked={shown === option}
              onChange={() => choose(option)}
              className="size-5 accent-[var(--color-primary)]"
            />
            <span className="font-medium text-ink">{t(`settings.appearance.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AccountSection({ restaurant, referenceId }: { restaurant: RestaurantWire; referenceId: string }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated(restaurant);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = `/${referenceId}`;
  if (restaurant.disable_otp) return <p className="text-ink-muted">{t('settings.account.unavailable')}</p>;
  if (!signedIn) {
    return (
      <Card>
        <p className="text-ink-muted">{t('settings.account.signedOut')}</p>
        <Link to={`${base}/login`} className={`${buttonClass.primary} mt-4`}>
          {t('settings.account.signIn')}
        </Link>
      </Card>
    );
  }
  const logOut = () => {
    // The request reads the token before the store forgets it; its answer does not matter.
    void logoutSession().catch(() => undefined);
    useAuthStore.getState().logout();
    queryClient.removeQueries({ queryKey: ['profile'] });
    void navigate(base, { replace: true });
  };
  return (
    <div className="space-y-4">
      <Card look="compact">
        <ul className="divide-y divide-line">
          <li>
            <Link to={`${base}/profile`} className={rowLook}>
              {t('nav.profile')}
            </Link>
          </li>
          <li>
            <Link to={`${base}/locations`} className={rowLook}>
              {t('settings.account.addresses')}
            </Link>
          </li>
          <li>
            {/* The profile screen asks for the confirmation (and says what a wallet balance would lose). */}
            <Link to={`${base}/profile`} className={`${rowLook} text-red-700 dark:text-red-300`}>
              {t('profile.delete.open')}
            </Link>
          </li>
        </ul>
      </Card>
      <button type="button" onClick={logOut} className={buttonClass.secondary}>
        {t('profile.logout')}
      </button>
    </div>
  );
}

function NotificationsSection() {
  const { t } = useTranslation();
  const consent = useNotificationConsentStore();
  const options = [
    { key: 'orderUpdates', checked: consent.orderUpdates },
    { key: 'offers', checked: consent.offers },
  ] as const;
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-ink-muted">{t('settings.notifications.lead')}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <div key={option.key} className={`${optionLook} items-start`}>
            <input
              id={`consent-${option.key}`}
              type="checkbox"
              checked={option.checked}
              onChange={(event) => consent.set({ [option.key]: event.target.checked })}
              aria-describedby={`consent-${option.key}-hint`}
              className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
            />
            <div>
              <label htmlFor={`consent-${option.key}`} className="block cursor-pointer font-medium text-ink">
                {t(`settings.notifications.${option.key}`)}
              </label>
              <p id={`consent-${option.key}-hint`} className="text-sm text-ink-muted">
                {t(`settings.notifications.${option.key}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function AboutSection({ restaurant }: { restaurant: RestaurantWire }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
        <dt className="text-ink-muted">{t('settings.about.business')}</dt>
        <dd className="font-medium text-ink">{restaurant.business_name}</dd>
        <dt className="text-ink-muted">{t('settings.about.version')}</dt>
        <dd className="font-mono text-sm text-ink" dir="ltr" data-testid="app-version">
          {buildId}
        </dd>
      </dl>
    </Card>
  );
}
