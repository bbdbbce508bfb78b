import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MinusIcon, PlusIcon } from '../../../shared/ui/icons.tsx';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number | null;
  onChange: (value: number) => void;
  /** What is counted, for the accessible names ("Quantity", "Extra garlic"). */
  label: string;
  size?: 'md' | 'sm';
}

/** − value + with bounds; the buttons say what they change. */
export function QuantityStepper({ value, min, max, onChange, label, size = 'md' }: QuantityStepperProps) {
  const { t } = useTranslation();
  const button =
    size === 'md'
      ? 'grid size-11 place-items-center rounded-full text-ink ring-1 ring-line transition hover:bg-ink/5 disabled:opacity-35 disabled:hover:bg-transparent dark:hover:bg-white/10'
      : 'grid size-8 place-items-center rounded-full text-ink ring-1 ring-line transition hover:bg-ink/5 disabled:opacity-35 dark:hover:bg-white/10';
  const icon = size === 'md' ? 'size-5' : 'size-4';
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={t('item.decrease', { name: label })}
      >
        <MinusIcon className={icon} />
      </button>
      <output
        aria-live="polite"
        className={`min-w-8 text-center font-semibold tabular-nums ${size === 'md' ? 'text-lg' : 'text-sm'}`}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={max !== null && value >= max}
        aria-label={t('item.increase', { name: label })}
      >
        <PlusIcon className={icon} />
      </button>
    </div>
  );
}
