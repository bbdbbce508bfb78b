import type { ItemWire, TagWire } from '@okmenu/contract';
import type { ItemSelection } from '@okmenu/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackIcon } from '../../../shared/ui/icons.tsx';
import { MediaImage } from '../../../shared/ui/media-image.tsx';
import { formatPrice, itemPriceDisplay, type MenuPricing } from '../menu-pricing.ts';
import { PriceTag } from '../price-tag.tsx';
import { TagChips } from '../tag-chips.tsx';
import {
  chosenLabel,
  choicePrice,
  choiceProblems,
  clampCount,
  initialChoice,
  toSelection,
  type ItemChoice,
} from './item-selection.ts';
import { ModifierGroupChoice, PriceLabelChoice } from './item-options.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useProblemText } from './selection-text.ts';

interface ItemDetailsProps {
  item: ItemWire;
  pricing: MenuPricing;
  tags: ReadonlyMap<string, TagWire>;
  backHref: string;
  /** Null when the item can be ordered now; otherwise why not (shown instead of the button's action). */
  unavailable: ReactNode | null;
  /**
   * Called with a valid selection when the guest adds the item. The cart issue wires this to the cart store;
   * until then the route only navigates back.
   */
  onAdd: (selection: ItemSelection) => void;
  /** The choice to start from (a cart line being edited); the item's first choice otherwise. */
  initial?: ItemChoice;
  /** The add button's text instead of "Add to cart" (e.g. "Update cart" while editing). */
  submitLabel?: string;
}

/** The item page body: photo, description, tags, options with their rules, quantity, note and the live final price. */
export function ItemDetails({
  item,
  pricing,
  tags,
  backHref,
  unavailable,
  onAdd,
  initial,
  submitLabel,
}: ItemDetailsProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ItemChoice>(() => initial ?? initialChoice(item));
  const [showProblems, setShowProblems] = useState(false);
  const problemText = useProblemText(item);
  const reasonId = useId();
  const commentId = useId();

  const label = chosenLabel(item, choice);
  const problems = useMemo(() => choiceProblems(item, choice), [item, choice]);
  const price = useMemo(() => choicePrice(item, choice, pricing), [item, choice, pricing]);
  const update = (patch: Partial<ItemChoice>) => setChoice((current) => ({ ...current, ...patch }));
  const invalidGroups = new Set(showProblems ? problems.map((problem) => problem.groupId) : []);
  const reason = unavailable ?? (problems[0] ? problemText(problems[0]) : null);

  const add = () => {
    if (unavailable) return;
    if (problems.length > 0) {
      setShowProblems(true);
      const first = problems[0];
      const field = first?.field === 'modifiers' ? `group-${first.groupId}` : first?.field;
      document
        .querySelector<HTMLElement>(`[data-field="${field}"]`)
        ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    onAdd(toSelection(item, choice));
  };

  return (
    <article className="mx-auto max-w-6xl md:grid md:grid-cols-2 md:gap-8 md:px-6 md:pt-6 lg:gap-12">
      <div className="relative md:sticky md:top-24 md:self-start">
        <MediaImage
          path={item.image}
          alt={item.name}
          width={720}
          height={540}
          priority
          className="aspect-[4/3] w-full md:rounded-3xl"
        />
        <Link
          to={backHref}
          aria-label={t('common.back')}
          className="absolute start-3 top-3 grid size-11 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/25 backdrop-blur transition hover:bg-black/60"
        >
          <BackIcon className="size-5 rtl:rotate-180" />
        </Link>
      </div>

      <div className="px-4 pt-5 pb-40 md:px-0 md:pt-0 md:pb-8">
        <h1 className="text-2xl leading-tight font-bold tracking-tight text-ink md:text-3xl">{item.name}</h1>
        <PriceTag display={itemPriceDisplay(item, pricing)} pricing={pricing} className="mt-2 text-base" />
        {item.description ? <p className="mt-3 leading-relaxed text-ink-muted">{item.description}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <TagChips keys={item.tags} tags={tags} max={20} />
          {item.calories !== null ? (
            <span className="text-xs text-ink-muted">{t('item.calories', { n: item.calories })}</span>
          ) : null}
        </div>

        <form
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
          noValidate
        >
          {item.price_labels.length > 1 ? (
            <PriceLabelChoice
              item={item}
              value={choice.priceLabelId}
              pricing={pricing}
              invalid={showProblems && problems.some((problem) => problem.field === 'price_label')}
              onChange={(id) => {
                const next = item.price_labels.find((candidate) => candidate.id === id);
                const count = choice.priceLabelId === null ? (next?.minimum ?? 1) : clampCount(choice.count, next);
                update({ priceLabelId: id, count });
              }}
            />
          ) : null}
          {item.modifier_groups.map((group) => (
            <ModifierGroupChoice
              key={group.id}
              group={group}
              chosen={choice.modifiers}
              pricing={pricing}
              hidePrice={item.hide_price}
              invalid={invalidGroups.has(group.id)}
              onChange={(modifiers) => update({ modifiers })}
            />
          ))}
          <div className="rounded-2xl bg-raised p-4 ring-1 ring-line" data-field="comment">
            <label htmlFor={commentId} className="flex items-center justify-between gap-3 font-semibold text-ink">
              {item.require_comment ? t('item.commentRequired') : t('item.comment')}
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                  item.require_comment
                    ? 'bg-primary/10 text-primary-ink dark:bg-white/10'
                    : 'bg-ink/5 text-ink-muted dark:bg-white/5'
                }`}
              >
                {item.require_comment ? t('item.required') : t('item.optional')}
              </span>
            </label>
            <textarea
              id={commentId}
              value={choice.comment}
              onChange={(event) => update({ comment: event.target.value })}
              required={item.require_comment}
              aria-invalid={(showProblems && item.require_comment && choice.comment.trim() === '') || undefined}
              maxLength={250}
              rows={2}
              placeholder={t('item.commentPlaceholder')}
              className="mt-2 block w-full resize-y rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none"
            />
          </div>
          <div className="flex items-center justify-between gap-4 rounded-2xl bg-raised p-4 ring-1 ring-line">
            <span className="font-semibold text-ink" id={`${commentId}-qty`}>
              {t('item.quantity')}
            </span>
            <QuantityStepper
              label={t('item.quantity')}
              value={choice.count}
              min={label?.minimum ?? 1}
              max={label?.maximum ?? null}
              onChange={(count) => update({ count: clampCount(count, label) })}
            />
          </div>

          <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-raised/95 px-4 py-3 backdrop-blur md:sticky md:bottom-4 md:rounded-2xl md:border md:shadow-lg">
            <div className="mx-auto flex max-w-xl flex-col gap-2">
              <p id={reasonId} className={`text-center text-sm ${reason ? 'text-ink-muted' : 'sr-only'}`}>
                {reason ?? ''}
              </p>
              <button
                type="submit"
                aria-disabled={reason ? true : undefined}
                aria-describedby={reason ? reasonId : undefined}
                className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-full px-5 font-semibold whitespace-nowrap transition sm:px-6 ${
                  reason ? 'bg-ink/10 text-ink-muted dark:bg-white/10' : 'bg-primary text-on-primary hover:opacity-90'
                }`}
              >
                <span>{submitLabel ?? t('item.addToCart')}</span>
                <span aria-live="polite" aria-atomic="true" className="shrink-0 tabular-nums" data-testid="item-total">
                  {price && !item.hide_price ? (
                    <>
                      <span className="sr-only">{t('item.total')} </span>
                      {price.beforeDiscount > price.total ? (
                        <del className="me-2 text-sm font-normal opacity-70">
                          {formatPrice(price.beforeDiscount, pricing)}
                        </del>
                      ) : null}
                      {formatPrice(price.total, pricing)}
                    </>
                  ) : null}
                </span>
              </button>
            </div>
          </div>
        </form>
      </div>
    </article>
  );
}
