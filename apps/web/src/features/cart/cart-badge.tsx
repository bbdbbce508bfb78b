import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useCartCount } from '../../entities/cart/cart-store.ts';

/** The cart's unit count drawn on its navigation tab (the tab's name says it in words: CartCountText). */
export function CartBadge({ referenceId, className = '' }: { referenceId: string; className?: string }) {
  const count = useCartCount(referenceId);
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      className={`grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-raised ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The cart's count for screen readers, read after the tab's name ("Cart, 2 items in the cart"). */
export function CartCountText({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const count = useCartCount(referenceId);
  if (count === 0) return null;
  return <span className="sr-only">{t('cart.badge', { count })}</span>;
}
