import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { useCartStore } from '../../entities/cart/cart-store.ts';

/** Tells the guest once when the cart changed by itself (lines dropped for a new type or branch, a reorder). */
export function CartNoticeBanner() {
  const { t } = useTranslation();
  const notice = useCartStore((state) => state.notice);
  const dismiss = useCartStore((state) => state.dismissNotice);
  if (!notice) return null;
  const separator = t('cart.listSeparator');
  let text: string;
  if (notice.kind === 'dropped') {
    text = t('cart.notice.dropped', { count: notice.names.length, names: notice.names.join(separator) });
  } else if (notice.kind === 'menuChanged') {
    text = t('cart.notice.menuChanged', { names: notice.names.join(separator) });
  } else if (notice.dropped.length > 0) {
    text = t('cart.notice.reorderedSome', { count: notice.added, names: notice.dropped.join(separator) });
  } else {
    text = t('cart.notice.reordered', { count: notice.added });
  }
  return (
    <div
      role="status"
      data-testid="cart-notice"
      className="mx-auto mt-3 flex max-w-3xl items-start gap-3 rounded-2xl bg-amber-500/10 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-500/30 dark:text-amber-100"
    >
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('common.close')}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
