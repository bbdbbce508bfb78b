import { Link } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CloseIcon, MinusIcon, PlusIcon } from '../../shared/ui/icons.tsx';
import { MediaImage } from '../../shared/ui/media-image.tsx';
import type { CartItem } from '../../entities/cart/cart-types.ts';
import { priceLabelDetails } from '../../entities/cart/price-label-details.ts';
import { editState } from './edit-line.ts';
import { Card } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';

interface CartLineProps {
  item: CartItem;
  /** The line's total as shown (local or server), formatted; null while unknown. */
  total: string | null;
  itemHref: string;
  /** What the server said is wrong with the line. */
  problem: string | null;
  onCount: (count: number) => void;
  onRemove: () => void;
}

const stepButton =
  'grid size-9 place-items-center rounded-full text-ink ring-1 ring-line transition hover:bg-ink/5 disabled:opacity-35 disabled:hover:bg-transparent dark:hover:bg-white/10';

/** One cart line: photo, name, options and note, quantity stepper, total, edit and remove. */
export function CartLine({ item, total, itemHref, problem, onCount, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const min = Math.max(1, item.price_label.minimum);
  const max = item.price_label.maximum;
  const options = item.modifiers
    .map((modifier) => (modifier.quantity > 1 ? `${modifier.quantity}× ${modifier.name}` : modifier.name))
    .join(t('cart.listSeparator'));
  const labelDetails = priceLabelDetails(item.price_label, t);
  return (
    <Card as="li" look="compact" data-testid="cart-line">
      <div className="flex gap-3">
        <MediaImage path={item.image} alt="" width={72} height={72} className="size-18 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 leading-snug font-semibold text-ink [overflow-wrap:anywhere]">{item.name}</h3>
            <button
              type="button"
              onClick={onRemove}
              aria-label={t('cart.remove', { name: item.name })}
              className="-me-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-muted transition hover:bg-ink/5 hover:text-ink dark:hover:bg-white/10"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
          {labelDetails ? <p className="text-sm text-ink-muted">{labelDetails}</p> : null}
          {options ? <p className="text-sm text-ink-muted">{options}</p> : null}
          {item.note ? (
            <p className="mt-0.5 text-sm text-ink-muted italic">
              <span className="sr-only">{t('cart.lineNote')}: </span>“{item.note}”
            </p>
          ) : null}
          <Link
            to={itemHref}
            state={editState(item)}
            className="mt-1 inline-flex min-h-8 items-center text-sm font-medium text-primary-ink underline-offset-2 hover:underline"
            aria-label={t('cart.editItem', { name: item.name })}
          >
            {t('cart.edit')}
          </Link>
        </div>
      </div>
      {problem ? (
        <p role="alert" className={`mt-2 rounded-xl bg-red-500/10 px-3 py-2 ${errorTextClass}`}>
          {t('cart.lineProblem', { message: t(problem) })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t('cart.quantityOf', { name: item.name })}
          className="inline-flex items-center gap-2"
        >
          <button
            type="button"
            className={stepButton}
            onClick={() => onCount(item.count - 1)}
            disabled={item.count <= min}
            aria-label={t('cart.decrease', { name: item.name })}
          >
            <MinusIcon className="size-4" />
          </button>
          <output
            aria-live="polite"
            className="min-w-7 text-center font-semibold tabular-nums"
            data-testid="line-count"
          >
            {item.count}
          </output>
          <button
            type="button"
            className={stepButton}
            onClick={() => onCount(item.count + 1)}
            disabled={max !== null && item.count >= max}
            aria-label={t('cart.increase', { name: item.name })}
          >
            <PlusIcon className="size-4" />
          </button>
        </div>
        <span className="ms-auto text-end font-semibold text-ink tabular-nums" data-testid="line-total">
          {total ?? ''}
        </span>
      </div>
    </Card>
  );
}
