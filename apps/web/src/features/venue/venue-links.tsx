import type { RestaurantWire } from '@okmenu/contract';
import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** The venue's own pages, as the "more" menu and the footer link them. */
function pagesOf(referenceId: string, branchCount: number) {
  const base = `/${referenceId}`;
  return [
    ...(branchCount > 1 ? [{ to: `${base}/Branches`, key: 'venue.links.branches' }] : []),
    { to: `${base}/Feedback`, key: 'venue.links.feedback' },
    { to: `${base}/Policies`, key: 'venue.links.policies' },
    { to: `${base}/settings`, key: 'venue.links.settings' },
  ] as const;
}

/** Known networks by their usual names (brand names are not translated); other keys show as written. */
const networkNames: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X',
  x: 'X',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  website: '',
};

/** Only web addresses become links; anything else the business typed is left out. */
function socialLinksOf(links: RestaurantWire['social_links']): { name: string; href: string }[] {
  return Object.entries(links).flatMap(([key, href]) => {
    if (!href || !/^https:\/\//i.test(href)) return [];
    return [{ name: networkNames[key.toLowerCase()] ?? key, href }];
  });
}

/** wa.me wants the number's digits only. */
function whatsappHref(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

const chipLook =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line transition hover:bg-ink/5 dark:hover:bg-white/10';

/** The "more" menu's venue section: branches, feedback, policies, settings, WhatsApp and social links. */
export function VenueMoreLinks({
  restaurant,
  referenceId,
  onNavigate,
}: {
  restaurant: RestaurantWire;
  referenceId: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const whatsapp = whatsappHref(restaurant.whatsapp_phone);
  const social = socialLinksOf(restaurant.social_links);
  return (
    <>
      <nav aria-label={t('venue.links.venue')}>
        <ul className="grid grid-cols-2 gap-2">
          {pagesOf(referenceId, restaurant.branches.length).map((page) => (
            <li key={page.to}>
              <Link to={page.to} onClick={onNavigate} className={`${chipLook} w-full justify-center`}>
                {t(page.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactLinks whatsapp={whatsapp} social={social} />
    </>
  );
}

function ContactLinks({ whatsapp, social }: { whatsapp: string | null; social: { name: string; href: string }[] }) {
  const { t } = useTranslation();
  if (!whatsapp && social.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('venue.links.contact')}>
      {whatsapp ? (
        <li>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={chipLook}>
            {t('venue.links.whatsapp')}
          </a>
        </li>
      ) : null}
      {social.map((link) => (
        // A long host name wraps (200% text on a phone) instead of widening the page.
        <li key={link.href} className="max-w-full min-w-0">
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${chipLook} max-w-full [overflow-wrap:anywhere]`}
          >
            {link.name || new URL(link.href).hostname}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The page footer: the venue's pages, WhatsApp and social links. */
export function VenueFooter({ restaurant, referenceId }: { restaurant: RestaurantWire; referenceId: string }) {
  const { t } = useTranslation();
  const whatsapp = whatsappHref(restaurant.whatsapp_phone);
  const social = socialLinksOf(restaurant.social_links);
  return (
    <footer className="mx-auto mt-12 max-w-6xl border-t border-line px-4 pt-6 text-sm md:px-6">
      <nav aria-label={t('venue.links.venue')}>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {pagesOf(referenceId, restaurant.branches.length).map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="inline-flex min-h-11 items-center text-ink-muted hover:text-ink">
                {t(page.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-3">
        <ContactLinks whatsapp={whatsapp} social={social} />
      </div>
    </footer>
  );
}
