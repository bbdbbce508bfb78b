import type { ItemWire, TagWire } from '@okmenu/contract';
import type { ItemSelection } from '@okmenu/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useDeferredReveal } from '../../../shared/ui/use-deferred-reveal.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MediaImage } from '../../../shared/ui/media-image.tsx';
import { formatPrice, itemPriceDisplay, type MenuPricing } from '../menu-pricing.ts';
import { PriceTag } from '../price-tag.tsx';
import { clampCount } from '../../../entities/cart/cart-rules.ts';
import { TagChips } from '../tag-chips.tsx';
import {
  chosenLabel,
  choicePrice,
  choiceProblems,
  initialChoice,
  toSelection,
  type ItemChoice,
} from './item-selection.ts';
import { ModifierGroupChoice, PriceLabelChoice } from './item-options.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { AddToCartBar } from './add-to-cart-bar.tsx';
import { ItemComment } from './item-comment.tsx';
import { useProblemText } from './selection-text.ts';
import { BackLink } from '../../../shared/ui/page-header.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { useRouteLive } from '../../../entities/live/route-live.tsx';
import { SoldOutBadge, Substitutes } from '../sold-out.tsx';

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
  const quantityId = useId();
  // The options come a frame after the photo, name, price and description: the page's first render (of the
  // whole app, on a first visit) was one task of 15–20 ms of CPU, a long task of 80–130 ms in Lighthouse (decision
  // 0128). Nothing moves: the form is the last thing in the article, and the layout keeps the footer below the
  // first screen.
  const formShown = useDeferredReveal();

  const label = chosenLabel(item, choice);
  const problems = useMemo(() => choiceProblems(item, choice), [item, choice]);
  const price = useMemo(() => choicePrice(item, choice, pricing), [item, choice, pricing]);
  const update = (patch: Partial<ItemChoice>) => setChoice((current) => ({ ...current, ...patch }));
  const invalidGroups = new Set(showProblems ? problems.map((problem) => problem.groupId) : []);
  const live = useRouteLive();
  const soldOut = live.overlay.itemSoldOut(item.id);
  const choiceSoldOut =
    (label ? live.overlay.labelSoldOut(item.id, label.id) : false) ||
    [...choice.modifiers.keys()].some((id) => live.overlay.modifierSoldOut(id));
  const reason =
    unavailable ??
    (live.overlay.cannotAdd(item) ? t('live.soldOut') : null) ??
    (choiceSoldOut ? t('live.choiceSoldOut') : null) ??
    (problems[0] ? problemText(problems[0]) : null);

  const add = () => {
    if (unavailable || live.overlay.cannotAdd(item) || choiceSoldOut) return;
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
        <BackLink
          to={backHref}
          className="absolute start-3 top-3 grid size-11 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/25 backdrop-blur transition hover:bg-black/60"
        />
      </div>

      <div className="px-4 pt-5 pb-40 md:px-0 md:pt-0 md:pb-8">
        {soldOut ? <SoldOutBadge className="mb-2" /> : null}
        <h1
          lang={item.text_lang?.name}
          className="text-2xl leading-tight font-bold tracking-tight text-ink md:text-3xl"
        >
          {item.name}
        </h1>
        {soldOut ? <Substitutes itemId={item.id} live={live} className="mt-2 !px-0 text-sm" /> : null}
        <PriceTag display={itemPriceDisplay(item, pricing)} pricing={pricing} className="mt-2 text-base" />
        {item.description ? (
          <p lang={item.text_lang?.description} className="mt-3 leading-relaxed text-ink-muted">
            {item.description}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <TagChips keys={item.tags} tags={tags} max={20} />
          {item.calories !== null ? (
            <span className="text-xs text-ink-muted">{t('item.calories', { n: item.calories })}</span>
          ) : null}
        </div>

        {formShown ? (
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
                soldOut={(id) => live.overlay.labelSoldOut(item.id, id)}
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
                soldOut={live.overlay.modifierSoldOut}
                onChange={(modifiers) => update({ modifiers })}
              />
            ))}
            <ItemComment
              required={item.require_comment}
              value={choice.comment}
              invalid={showProblems && item.require_comment && choice.comment.trim() === ''}
              onChange={(comment) => update({ comment })}
            />
            <Card className="flex flex-wrap items-center justify-between gap-4">
              <span className="font-semibold text-ink" id={quantityId}>
                {t('item.quantity')}
              </span>
              <QuantityStepper
                label={t('item.quantity')}
                value={choice.count}
                min={label?.minimum ?? 1}
                max={label?.maximum ?? null}
                onChange={(count) => update({ count: clampCount(count, label) })}
              />
            </Card>

            <AddToCartBar
              reason={reason}
              label={submitLabel ?? t('item.addToCart')}
              total={
                price && !item.hide_price
                  ? {
                      total: formatPrice(price.total, pricing),
                      before: price.beforeDiscount > price.total ? formatPrice(price.beforeDiscount, pricing) : null,
                    }
                  : null
              }
            />
          </form>
        ) : null}
      </div>
    </article>
  );
}
