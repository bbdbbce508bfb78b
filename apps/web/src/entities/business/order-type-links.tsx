import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Link } from '../../shared/router/index.ts';
import { CalendarIcon, CarIcon, ChevronIcon, DineInIcon, DeliveryIcon } from '../../shared/ui/icons.tsx';
import type { RouteType } from './selling-types.ts';

const typeIcons: Record<RouteType, ComponentType<SVGProps<SVGSVGElement>>> = {
  delivery: DeliveryIcon,
  pickup: CarIcon,
  dinein: DineInIcon,
  reservation: CalendarIcon,
};

interface OrderTypeLinksProps {
  referenceId: string;
  types: readonly RouteType[];
}

/** The chooser of a business's order types (check-one-type, SPEC §2): one large card per type. */
export function OrderTypeCards({
  referenceId,
  types,
  onChoose,
}: OrderTypeLinksProps & {
  /** Called when a type is followed (the "more" sheet closes). */
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {types.map((type) => {
        const Icon = typeIcons[type];
        return (
          <li key={type}>
            <Link
              to={`/${referenceId}/${type}`}
              onClick={onChoose}
              className="group flex min-h-20 items-center gap-4 rounded-2xl bg-raised p-4 shadow-sm ring-1 ring-line transition hover:shadow-md hover:ring-primary/40 active:scale-[0.99]"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary text-on-primary">
                <Icon className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-base font-semibold text-ink">{t(`orderTypes.${type}.title`)}</span>
                <span className="block text-sm text-ink-muted">{t(`orderTypes.${type}.description`)}</span>
              </span>
              <ChevronIcon className="size-5 shrink-0 text-ink-muted transition group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A compact switch between the business's order types on the type home. */
export function OrderTypeTabs({ referenceId, types, current }: OrderTypeLinksProps & { current: RouteType }) {
  const { t } = useTranslation();
  if (types.length < 2) return null;
  return (
    <nav aria-label={t('orderTypes.switchLabel')} className="mt-4">
      <ul className="-m-1 flex gap-2 overflow-x-auto p-1 [scrollbar-width:none]">
        {types.map((type) => {
          const Icon = typeIcons[type];
          const active = type === current;
          return (
            <li key={type} className="shrink-0">
              <Link
                to={`/${referenceId}/${type}`}
                aria-current={active ? 'page' : undefined}
                replace
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 transition ${
                  active
                    ? 'bg-primary text-on-primary ring-primary'
                    : 'bg-raised text-ink ring-line hover:ring-primary/40'
                }`}
              >
                <Icon className="size-5" />
                {t(`orderTypes.${type}.title`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
