import { carFields, carProblems, contactLimits } from '@okmenu/contract/contact-rules';
import { useId } from 'react';
import type { CarDetails } from '../../entities/cart/cart-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const fieldClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500';

/** Model, colour and plate, so the venue can bring a car-pickup order out. */
export function CarFields({
  car,
  onChange,
  error,
}: {
  car: CarDetails;
  onChange: (car: Partial<CarDetails>) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const missing = error ? carProblems(car) : [];
  return (
    <div data-field="car" className="grid gap-3 sm:grid-cols-3">
      {carFields.map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium text-ink">
            {t(`checkout.car.${key}`)}
          </label>
          <input
            id={`${id}-${key}`}
            value={car[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
            maxLength={contactLimits.car[key]}
            autoCapitalize={key === 'plate' ? 'characters' : 'words'}
            aria-invalid={missing.includes(key) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={fieldClass}
          />
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 sm:col-span-3 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
