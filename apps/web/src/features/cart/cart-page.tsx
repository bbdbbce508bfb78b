import { useId } from 'react';
import { Link } from 'react-router';
import { useRestaurant } from '../business/api/get-restaurant.ts';
import type { RouteType } from '../business/selling-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BackIcon, BagIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { useShifts } from './api/get-shifts.ts';
import { CartBreakdown } from './cart-breakdown.tsx';
import { CartLine } from './cart-line.tsx';
import { useCartItems, useCartStore } from './cart-store.ts';
import { cartUsability } from './cart-usable.ts';
import { CouponField } from './coupon-field.tsx';
import { useCartPricing } from './use-cart-pricing.ts';
import { useSignedInCustomer } from '../auth/use-signed-in-customer.ts';
import { LazyDeliveryAreaPrompt } from '../delivery/lazy-area-prompt.tsx';
import { useDeliveryPricing } from '../delivery/use-delivery-pricing.ts';
import { useMoney } from './use-money.ts';
import { UsabilityNote } from './usability-note.tsx';

/** /:referenceId/:type/cart — lines, note, coupon, the breakdown confirmed by the server, and the way to checkout. */
export function CartPage({ referenceId, type }: { referenceId: string; type: RouteType }) {
  const { t } = useTranslation();
  const { data } = useRestaurant(referenceId);
  const items = useCartItems(referenceId);
  const note = useCartStore((state) => state.note);
  const coupon = useCartStore((state) => state.coupon);
  const { setCount, remove, setNote, setCoupon } = useCartStore.getState();
  const restaurant = data?.restaurant;
  const shifts = useShifts(referenceId, restaurant?.branch_id ?? 0);
  // Delivery (issue 6): the chosen area's (or pin's) zone adds its fee and minimum order.
  const delivery = useDeliveryPricing(referenceId, { enabled: type === 'delivery' });
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
    ...(type === 'delivery' ? { fee: delivery.fee, delivery: delivery.delivery, shipping: delivery.shipping } : {}),
  });
  const money = useMoney(data);
  const noteId = useId();
  useDocumentTitle(`${t('cart.title')} · ${restaurant?.business_name ?? ''}`);

  if (!restaurant) return <FullScreenSpinner />;
  const menuHref = `/${referenceId}/${type}`;

  if (items.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-primary/10 text-primary-ink dark:bg-white/10">
          <BagIcon className="size-10" />
        </span>
        <h1 className="mt-5 text-xl font-bold text-ink">{t('cart.emptyTitle')}</h1>
        <p className="mt-2 text-ink-muted">{t('cart.emptyBody')}</p>
        <Link
          to={menuHref}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90"
        >
          {t('cart.browseMenu')}
        </Link>
      </div>
    );
  }

  const usability = cartUsability({ restaurant, type, shifts: shifts.data });
  const { breakdown } = pricing;
  const missing = breakdown?.shown.missingForMinOrder ?? 0;
  const blocked =
    !usability.usable || missing > 0 || pricing.lineProblems.size > 0 || pricing.error !== null || !pricing.server;
  const count = items.reduce((sum, item) => sum + item.count, 0);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-4 pb-40 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:gap-8 md:px-6 md:pt-8 md:pb-12">
      <div className="space-y-4">
        <div className="flex items-center gap-2">
          <Link
            to={menuHref}
            aria-label={t('cart.backToMenu')}
            className="-ms-2 grid size-11 place-items-center rounded-full text-ink hover:bg-ink/5 dark:hover:bg-white/10"
          >
            <BackIcon className="size-5 rtl:rotate-180" />
          </Link>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{t('cart.title')}</h1>
          <span className="ms-auto text-sm text-ink-muted">{t('cart.itemCount', { count })}</span>
        </div>
        <UsabilityNote usability={usability} timeZone={shifts.data?.time_zone ?? 'Asia/Kuwait'} />
        {type === 'delivery' ? <LazyDeliveryAreaPrompt referenceId={referenceId} className="empty:hidden" /> : null}
        <ul className="space-y-3" aria-label={t('cart.lines')}>
          {items.map((item, index) => {
            const total = breakdown?.shown.lines[index];
            return (
              <CartLine
                key={item.lineId}
                item={item}
                total={total === undefined ? null : money(total)}
                itemHref={`/${referenceId}/${type}/${item.category_id}/${item.id}`}
                problem={pricing.lineProblems.get(index) ?? null}
                onCount={(next) => setCount(item.lineId, next)}
                onRemove={() => remove(item.lineId)}
              />
            );
          })}
        </ul>
        <div className="rounded-2xl bg-raised p-4 ring-1 ring-line">
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
        </div>
      </div>

      <aside className="mt-4 space-y-4 md:sticky md:top-24 md:mt-0 md:self-start" aria-label={t('cart.summary')}>
        <CouponField
          code={coupon}
          coupon={pricing.coupon ?? undefined}
          checking={pricing.confirming}
          onApply={setCoupon}
        />
        <section className="rounded-2xl bg-raised p-4 ring-1 ring-line" aria-labelledby={`${noteId}-summary`}>
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={`${noteId}-summary`} className="font-semibold text-ink">
              {t('cart.summary')}
            </h2>
            {pricing.confirming ? <Spinner className="size-4 border-2" /> : null}
          </div>
          <CartBreakdown pricing={pricing} money={money} delivery={type === 'delivery' && !delivery.shipping}>
            {pricing.error ? (
              <div
                role="alert"
                className="mb-3 rounded-xl bg-red-500/10 px-3 py-2 text-sm text-red-700 dark:text-red-300"
              >
                <p>
                  {pricing.error.code === 'NETWORK'
                    ? t('cart.pricingOffline')
                    : pricing.error.message || t('cart.pricingFailed')}
                </p>
                <button type="button" onClick={pricing.refetch} className="mt-1 font-semibold underline">
                  {t('common.retry')}
                </button>
              </div>
            ) : null}
          </CartBreakdown>
          {missing > 0 && breakdown ? (
            <p
              className="mt-3 rounded-xl bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
              data-testid="min-order"
            >
              {t('cart.minOrder', { amount: money(missing), minimum: money(breakdown.shown.minOrder) })}
            </p>
          ) : null}
        </section>
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
                <span className="tabular-nums">{breakdown ? money(breakdown.shown.total) : ''}</span>
              </Link>
            )}
          </div>
        </div>
      </aside>
    </div>
  );
}
