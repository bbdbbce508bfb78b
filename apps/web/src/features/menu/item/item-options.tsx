import type { ItemWire, ModifierGroupWire } from '@okmenu/contract';
import { unitDiscount } from '@okmenu/domain';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { formatPrice, itemDiscount, shortPricing, wireToMinor, type MenuPricing } from '../menu-pricing.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useGroupRule } from './selection-text.ts';
import { SoldOutBadge } from '../sold-out.tsx';

// min-w-0: a fieldset is as wide as its content by default, which widened the page with enlarged text.
const fieldsetClass = 'min-w-0 rounded-2xl bg-raised p-4 ring-1 ring-line';
const optionClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-2 -mx-2 transition hover:bg-ink/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 dark:hover:bg-white/5';
const inputClass = 'size-5 shrink-0 accent-[var(--color-primary)]';

function Legend({ title, rule, required }: { title: string; rule?: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <legend className="float-start flex w-full items-start justify-between gap-3 pb-2">
      <span>
        <span className="block font-semibold text-ink">{title}</span>
        {rule ? <span className="block text-sm text-ink-muted">{rule}</span> : null}
      </span>
      <span
        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${
          required ? 'bg-primary/10 text-primary-ink dark:bg-white/10' : 'bg-ink/5 text-ink-muted dark:bg-white/5'
        }`}
      >
        {required ? t('item.required') : t('item.optional')}
      </span>
    </legend>
  );
}

/** The price labels as a required radio choice (SPEC §5: several labels force a choice). */
export function PriceLabelChoice(props: {
  item: ItemWire;
  value: number | null;
  onChange: (id: number) => void;
  pricing: MenuPricing;
  invalid: boolean;
  /** Whether a price label is sold out now (shown, not choosable). */
  soldOut?: (priceLabelId: number) => boolean;
}) {
  const { item, value, onChange, pricing, invalid, soldOut } = props;
  const { t } = useTranslation();
  const discount = itemDiscount(item, pricing);
  return (
    <fieldset className={fieldsetClass} aria-invalid={invalid || undefined} data-field="price_label">
      <Legend title={t('item.chooseOption')} rule={t('item.rule.exactly', { n: 1 })} required />
      <div className="clear-both">
        {item.price_labels.map((label, index) => {
          const price = wireToMinor(label.price, pricing);
          const now = price - unitDiscount(price, discount);
          const gone = soldOut?.(label.id) ?? false;
          return (
            <label key={label.id} className={optionClass}>
              <input
                type="radio"
                name={`price-label-${item.id}`}
                className={inputClass}
                checked={value === label.id}
                disabled={gone}
                onChange={() => onChange(label.id)}
                required
              />
              <span className="min-w-0 flex-1 text-ink">{label.label || t('item.optionNumber', { n: index + 1 })}</span>
              {gone ? <SoldOutBadge /> : null}
              {item.hide_price ? null : (
                <span className="shrink-0 text-sm whitespace-nowrap text-ink-muted tabular-nums">
                  {now < price ? (
                    <del className="me-1.5 text-xs">{formatPrice(price, shortPricing(pricing))}</del>
                  ) : null}
                  {formatPrice(now, shortPricing(pricing))}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One modifier group with its limits enforced (radio when exactly one must be chosen) and explained. */
export function ModifierGroupChoice(props: {
  group: ModifierGroupWire;
  chosen: ReadonlyMap<number, number>;
  onChange: (next: Map<number, number>) => void;
  pricing: MenuPricing;
  hidePrice: boolean;
  invalid: boolean;
  /** Whether a modifier is sold out now (shown, not choosable). */
  soldOut?: (modifierId: number) => boolean;
}) {
  const { group, chosen, onChange, pricing, hidePrice, invalid, soldOut } = props;
  const rule = useGroupRule()(group);
  const inGroup = group.modifiers.reduce((sum, modifier) => sum + (chosen.get(modifier.id) ?? 0), 0);
  const single = group.max === 1;
  const radio = single && group.min === 1;
  const full = inGroup >= group.max;

  const set = (id: number, quantity: number) => {
    const next = new Map(chosen);
    if (single) for (const modifier of group.modifiers) next.delete(modifier.id);
    if (quantity > 0) next.set(id, quantity);
    else next.delete(id);
    onChange(next);
  };

  return (
    <fieldset className={fieldsetClass} aria-invalid={invalid || undefined} data-field={`group-${group.id}`}>
      <Legend title={group.name} rule={rule} required={group.min > 0} />
      <div className="clear-both">
        {group.modifiers.map((modifier) => {
          const quantity = chosen.get(modifier.id) ?? 0;
          const checked = quantity > 0;
          const price = wireToMinor(modifier.price, pricing);
          const room = group.max - inGroup + quantity;
          const gone = soldOut?.(modifier.id) ?? false;
          return (
            <div key={modifier.id} className="flex flex-wrap items-center gap-2">
              <label className={`${optionClass} min-w-0 flex-1`}>
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name={`group-${group.id}`}
                  className={inputClass}
                  checked={checked}
                  disabled={(!checked && full && !single) || (gone && !checked)}
                  onChange={(event) => set(modifier.id, event.target.checked ? 1 : 0)}
                />
                <span className="min-w-0 flex-1 text-ink [overflow-wrap:anywhere]">{modifier.name}</span>
                {gone ? <SoldOutBadge /> : null}
                {price > 0 && !hidePrice ? (
                  <span className="text-sm text-ink-muted tabular-nums">+{formatPrice(price, pricing)}</span>
                ) : null}
              </label>
              {checked && modifier.max_quantity > 1 ? (
                <QuantityStepper
                  size="sm"
                  label={modifier.name}
                  value={quantity}
                  min={1}
                  max={Math.min(modifier.max_quantity, room)}
                  onChange={(value) => set(modifier.id, value)}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
