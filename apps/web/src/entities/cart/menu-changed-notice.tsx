import type { RestaurantResponse } from '@okmenu/contract';
import { toMinor } from '@okmenu/domain';
import { useMoney } from '../money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { businessCurrency } from './cart-pricing.ts';
import type { LineChange, LineFact } from './menu-refresh.ts';
import type { MenuRefresh } from './use-menu-refresh.ts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** One changed fact of a line in the guest's words: prices in the business's money, weights in kilograms. */
export function factText(fact: LineFact, t: T, options: { price: (major: number) => string; locale: string }): string {
  const number = new Intl.NumberFormat(options.locale, { maximumFractionDigits: 3 });
  switch (fact.fact) {
    case 'soldBy':
      return t(fact.after === 'weight' ? 'checkout.menuChanged.soldByWeight' : 'checkout.menuChanged.soldByPiece');
    case 'price':
      return t('checkout.menuChanged.price', { before: options.price(fact.before), after: options.price(fact.after) });
    default:
      return t(`checkout.menuChanged.${fact.fact}`, {
        before: number.format(fact.before),
        after: number.format(fact.after),
      });
  }
}

function ChangeLine({ change, price }: { change: LineChange; price: (major: number) => string }) {
  const { t, i18n } = useTranslation();
  const what =
    change.kind === 'removed'
      ? t('checkout.menuChanged.removed')
      : change.facts.map((fact) => factText(fact, t, { price, locale: i18n.language })).join(t('cart.listSeparator'));
  return (
    <li>
      <span className="font-semibold">{change.name}</span>
      {change.label ? <span> · {change.label}</span> : null}
      {what ? <span>: {what}</span> : null}
    </li>
  );
}

/**
 * The cart's and the checkout's answer to "the menu changed under your cart" (decision 0110): while the menu is read again, then
 * which lines were updated (and how) or removed, and that the guest should check and place again; when the menu
 * read again still matched the cart, a way to try again.
 */
export function MenuChangedNotice({
  refresh,
  data,
  onRetry,
}: {
  refresh: MenuRefresh & { dismiss: () => void };
  /** The business: its money formats the prices that changed. */
  data: RestaurantResponse;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(data);
  const price = (major: number) => money(toMinor(major, businessCurrency(data)));
  if (refresh.state === 'idle') return null;
  const frame =
    'rounded-2xl bg-amber-500/10 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-500/30 dark:text-amber-100';
  if (refresh.state === 'reading') {
    return (
      <div data-testid="menu-changed" className={`${frame} flex items-center gap-3`}>
        <Spinner className="size-4 border-2" />
        <p>{t('checkout.menuChanged.reading')}</p>
      </div>
    );
  }
  return (
    <section role="alert" data-testid="menu-changed" aria-labelledby="menu-changed-title" className={frame}>
      <div className="flex items-start gap-3">
        <h2 id="menu-changed-title" className="flex-1 font-semibold">
          {t('checkout.menuChanged.title')}
        </h2>
        <button
          type="button"
          onClick={refresh.dismiss}
          aria-label={t('common.close')}
          className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      {refresh.state === 'updated' ? (
        <>
          {refresh.changes.length > 0 ? (
            <ul className="my-2 list-disc space-y-1 ps-5">
              {refresh.changes.map((change) => (
                <ChangeLine key={change.lineId} change={change} price={price} />
              ))}
            </ul>
          ) : null}
          <p>{t('checkout.menuChanged.updated')}</p>
        </>
      ) : (
        <>
          <p className="mt-1">{t('checkout.menuChanged.unchanged')}</p>
          <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
            {t('common.retry')}
          </button>
        </>
      )}
    </section>
  );
}
