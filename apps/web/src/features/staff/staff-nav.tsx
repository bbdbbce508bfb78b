import type { CSSProperties } from 'react';
import { NavLink } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const tab =
  'inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 ring-line transition hover:bg-ink/5 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary aria-[current=page]:ring-primary';

/** The nav's height, which the order board's full-height columns leave room for (with the header's). */
export const staffNavHeight = { '--staff-nav': '3.5rem' } as const;

/** The staff area's screens, in the order of a shift; the zone tester is for owners only. */
export function staffNavLinks(owner: boolean): readonly { to: string; key: string }[] {
  return [
    { to: '/staff/orders', key: 'staff.reservations.ordersTab' },
    { to: '/staff/reservations', key: 'staff.reservations.tab' },
    { to: '/staff/feedback', key: 'staff.feedback.tab' },
    { to: '/staff/service', key: 'ops.title' },
    ...(owner ? [{ to: '/staff/zone-tester', key: 'ops.zoneTester' }] : []),
  ];
}

/** The one navigation of every staff page: a strip of links, the current one marked (scrolls sideways on a phone). */
export function StaffNav({ owner }: { owner: boolean }) {
  const { t } = useTranslation();
  return (
    <nav
      style={staffNavHeight as CSSProperties}
      aria-label={t('staff.reservations.nav')}
      className="flex h-(--staff-nav) items-center overflow-x-auto border-b border-line bg-raised px-4"
    >
      <ul className="flex gap-2">
        {staffNavLinks(owner).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={tab}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
