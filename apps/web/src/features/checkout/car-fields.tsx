import { useId } from 'react';
import type { CarDetails } from '../cart/cart-types.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const fieldClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500';

/** Which car details are missing (all three are required when the venue asks for the car). */
export function carProblems(car: CarDetails): (keyof CarDetails)[] {
  return (['model', 'color', 'plate'] as const).filter((key) => car[key].trim() === '');
}

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
  const limits: Record<keyof CarDetails, number> = { model: 60, color: 30, plate: 20 };
  return (
    <div data-field="car" className="grid gap-3 sm:grid-cols-3">
      {(['model', 'color', 'plate'] as const).map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium text-ink">
            {t(`checkout.car.${key}`)}
          </label>
          <input
            id={`${id}-${key}`}
            value={car[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
            maxLength={limits[key]}
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
