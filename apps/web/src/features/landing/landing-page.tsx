import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link } from '../../shared/router/index.ts';
import { productName } from '../../shared/config/app-config.ts';
import { BagIcon, DineInIcon, DeliveryIcon } from '../../shared/ui/icons.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { Card } from '../../shared/ui/card.tsx';

/** What this site is, for a visitor who opens the app's own host without a business. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(productName);
  const points = [
    { icon: DineInIcon, text: t('landing.pointMenu') },
    { icon: BagIcon, text: t('landing.pointOrder') },
    { icon: DeliveryIcon, text: t('landing.pointTypes') },
  ];
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">{productName}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('landing.title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('landing.lead')}</p>
      <ul className="mt-8 grid gap-3">
        {points.map(({ icon: Icon, text }) => (
          <Card as="li" key={text} className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-primary text-on-primary">
              <Icon className="size-5" />
            </span>
            <span className="text-ink">{text}</span>
          </Card>
        ))}
      </ul>
      <p className="mt-8">
        <Link
          to="/demo"
          className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary shadow-sm hover:opacity-90"
        >
          {t('landing.demo')}
        </Link>
      </p>
    </main>
  );
}
