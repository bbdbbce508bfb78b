import type { PriceDisplay } from '@okmenu/domain';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { formatPrice, type MenuPricing } from './menu-pricing.ts';

interface PriceTagProps {
  display: PriceDisplay;
  pricing: MenuPricing;
  className?: string;
}

/** An amount without the currency name, for the lower end of a range. */
function bareAmount(minor: number, pricing: MenuPricing): string {
  return formatPrice(minor, { ...pricing, label: '' }).trim();
}

/** An item's price as the owner chose to show it, with the old price struck through when discounted. */
export function PriceTag({ display, pricing, className = '' }: PriceTagProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatPrice(minor, pricing);
  let now: string;
  let old: string | undefined;
  switch (display.kind) {
    case 'hidden':
      return null;
    case 'on_selection':
      return <span className={`text-sm text-ink-muted ${className}`}>{t('menu.price.onSelection')}</span>;
    case 'options':
      return (
        <span className={`text-sm text-ink-muted ${className}`}>
          {t('menu.price.options', { count: display.count })}
        </span>
      );
    case 'single':
      now = money(display.price);
      old = display.oldPrice === undefined ? undefined : money(display.oldPrice);
      break;
    case 'from':
      now = t('menu.price.from', { price: money(display.price) });
      old = display.oldPrice === undefined ? undefined : money(display.oldPrice);
      break;
    case 'range':
      now = `${bareAmount(display.min, pricing)} – ${money(display.max)}`;
      old =
        display.oldMin === undefined || display.oldMax === undefined
          ? undefined
          : `${bareAmount(display.oldMin, pricing)} – ${money(display.oldMax)}`;
      break;
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-semibold whitespace-nowrap ${old ? 'text-accent-ink' : 'text-ink'}`} dir="auto">
        {old ? <span className="sr-only">{t('menu.price.now')} </span> : null}
        {now}
      </span>
      {old ? (
        <span className="text-xs whitespace-nowrap text-ink-muted">
          <span className="sr-only">{t('menu.price.was')} </span>
          <del>{old}</del>
        </span>
      ) : null}
    </span>
  );
}
