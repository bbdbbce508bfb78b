import { useId, type ReactNode } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BagIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useShifts } from '../../entities/cart/api/get-shifts.ts';
import { CartLine } from './cart-line.tsx';
import { useCartItems, useCartStore } from '../../entities/cart/cart-store.ts';
import { cartUsability } from '../../entities/cart/cart-usable.ts';
import { CouponField } from './coupon-field.tsx';
import { CartSummary } from './cart-summary.tsx';
import { useCartPricing, type DeliveryPriceInput } from '../../entities/cart/use-cart-pricing.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { MenuChangedNotice } from '../../entities/cart/menu-changed-notice.tsx';
import { useMenuRefresh } from '../../entities/cart/use-menu-refresh.ts';
import { UsabilityNote } from '../../entities/cart/usability-note.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { BusyBanner } from '../../entities/live/busy-banner.tsx';
import { soldOutLineNames } from '../../entities/live/live-overlay.ts';
import { useRouteLive } from '../../entities/live/route-live.tsx';

/**
 * What a delivery order adds to the cart, composed by the page in app/ so the cart never imports the delivery
 * feature: the zone's fee and target for the price, and the prompt that asks for an area.
 */
export interface CartDeliverySlot {
  pricing: DeliveryPriceInput;
  areaPrompt: ReactNode;
}

/** /:referenceId/:type/cart — lines, note, coupon, the breakdown confirmed by the server, and the way to checkout. */
export function CartPage({
  referenceId,
  type,
  delivery,
}: {
  referenceId: string;
  type: RouteType;
  /** Given for a delivery order only. */
  delivery: CartDeliverySlot | null;
}) {
  const { t } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const items = useCartItems(referenceId);
  const note = useCartStore((state) => state.note);
  const coupon = useCartStore((state) => state.coupon);
  const { setCount, remove, setNote, setCoupon } = useCartStore.getState();
  const restaurant = data?.restaurant;
  const shifts = useShifts(referenceId, restaurant?.branch_id ?? 0);
  const scheduledAt = useCartStore((state) => (state.orderTime === 'later' ? state.scheduleSlot : null));
  // Issue 7: a signed-in customer paying with the wallet sees what it covers here too.
  const customer = useSignedInCustomer(referenceId);
  const pricing = useCartPricing({
    data,
    items,
    type,
    coupon,
    at: scheduledAt,
    userKind: customer ? 'user' : 'guest',
    wallet: customer ? { balanceMinor: customer.walletBalanceMinor ?? 0, use: customer.useWallet } : null,
    // Delivery (issue 6): the chosen area's (or pin's) zone adds its fee and minimum order.
    ...(delivery ? delivery.pricing : {}),
  });
  // A line the server refuses because the menu changed: read the menu again and bring the cart up to date.
  const menuRefresh = useMenuRefresh({ referenceId, items, problems: [pricing.lineProblems] });
  const money = useMoney(data);
  const { overlay } = useRouteLive();
  const noteId = useId();
  useDocumentTitle(`${t('cart.title')} · ${restaurant?.business_name ?? ''}`);

  if (!restaurant) return <FullScreenSpinner />;
  const menuHref = `/${referenceId}/${type}`;

  if (items.length === 0) {
    return (
      <EmptyState
        look="page"
        headingLevel={1}
        className="mx-auto max-w-md px-6 py-16"
        icon={BagIcon}
        title={t('cart.emptyTitle')}
        action={
          <Link
            to={menuHref}
            className="mt-2 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
          >
            {t('cart.browseMenu')}
          </Link>
        }
      >
        {t('cart.emptyBody')}
      </EmptyState>
    );
  }

  const usability = cartUsability({ restaurant, type, shifts: shifts.data });
  const { breakdown } = pricing;
  const missing = breakdown?.shown.missingForMinOrder ?? 0;
  const liveLines = items.map((item) => ({
    itemId: item.id,
    name: item.name,
    priceLabelId: item.price_label.id,
    modifierIds: item.modifiers.map((modifier) => modifier.id),
  }));
  const soldOutNames = soldOutLineNames(liveLines, overlay);
  const blocked =
    !usability.usable ||
    missing > 0 ||
    pricing.lineProblems.size > 0 ||
    pricing.error !== null ||
    !pricing.server ||
    soldOutNames.length > 0;
  const count = items.reduce((sum, item) => sum + item.count, 0);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-4 pb-40 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:gap-8 md:px-6 md:pt-8 md:pb-12">
      <div className="space-y-4">
        <PageHeader
          title={t('cart.title')}
          backTo={menuHref}
          backLabel={t('cart.backToMenu')}
          end={<span className="ms-auto text-sm text-ink-muted">{t('cart.itemCount', { count })}</span>}
        />
        <MenuChangedNotice
          refresh={menuRefresh}
          data={data!}
          onRetry={() => {
            menuRefresh.retry();
            pricing.refetch();
          }}
        />
        <UsabilityNote usability={usability} timeZone={shifts.data?.time_zone ?? 'Asia/Kuwait'} />
        <BusyBanner />
        {soldOutNames.length > 0 ? (
          <p
            role="alert"
            data-testid="cart-sold-out"
            className="rounded-2xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-200 dark:ring-red-900"
          >
            {t('live.cartSoldOut', { names: soldOutNames.join(', ') })}
          </p>
        ) : null}
        {delivery?.areaPrompt}
        <ul className="space-y-3" aria-label={t('cart.lines')}>
          {items.map((item, index) => {
            const total = breakdown?.shown.lines[index];
            const soldOut = soldOutLineNames([liveLines[index]!], overlay).length > 0;
            return (
              <CartLine
                key={item.lineId}
                item={item}
                total={total === undefined ? null : money(total)}
                itemHref={`/${referenceId}/${type}/${item.category_id}/${item.id}`}
                problem={soldOut ? t('live.soldOut') : (pricing.lineProblems.get(index) ?? null)}
                onCount={(next) => setCount(item.lineId, next)}
                onRemove={() => remove(item.lineId)}
              />
            );
          })}
        </ul>
        <Card>
          <label htmlFor={noteId} className="font-semibold text-ink">
            {t('cart.note')}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={1000}
            rows={2}
            placeholder={t('cart.notePlaceholder')}
            className="mt-2 block w-full resize-y rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
          />
        </Card>
      </div>

      <aside className="mt-4 space-y-4 md:sticky md:top-24 md:mt-0 md:self-start" aria-label={t('cart.summary')}>
        <CouponField
          code={coupon}
          coupon={pricing.coupon ?? undefined}
          checking={pricing.confirming}
          onApply={setCoupon}
        />
        <CartSummary
          headingId={`${noteId}-summary`}
          pricing={pricing}
          money={money}
          delivery={Boolean(delivery) && !delivery?.pricing.shipping}
        />
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-raised/95 px-4 py-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
          <div className="mx-auto max-w-xl">
            {blocked ? (
              <button
                type="button"
                disabled
                className="flex min-h-12 w-full items-center justify-center rounded-full bg-ink/10 px-6 font-semibold text-ink-muted dark:bg-white/10"
              >
                {t('cart.checkout')}
              </button>
            ) : (
              <Link
                to={`/${referenceId}/${type}/checkout`}
                className="flex min-h-12 w-full items-center justify-between gap-3 rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
              >
                <span>{t('cart.checkout')}</span>
                <span className="min-w-0 text-end tabular-nums [overflow-wrap:anywhere]">
                  {breakdown ? money(breakdown.shown.total) : ''}
                </span>
              </Link>
            )}
          </div>
        </div>
      </aside>
    </div>
  );
}
