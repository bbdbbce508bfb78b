import { contactLimits } from '@okmenu/contract/contact-rules';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PhoneField } from '../../shared/ui/phone-field.tsx';
import { Field } from '../../shared/ui/field.tsx';

const inputClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-red-500';

/** Who orders: the name and the phone (with its country) the venue reaches them on. */
export function ContactFields({
  inputIds,
  name,
  phone,
  country,
  onChange,
  nameError,
  phoneError,
}: {
  /** Prefix of the inputs' ids (the form's `useId`). */
  inputIds: string;
  name: string;
  phone: string;
  country: string;
  /** One field changed: `name`, or the phone's number or country. */
  onChange: (contact: { name: string } | { phone: string } | { phoneCountry: string | null }) => void;
  nameError: string | null;
  /** The phone error's message key (PhoneField words it). */
  phoneError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div data-field="name">
        <Field label={t('checkout.contact.name')} id={`${inputIds}-name`} error={nameError}>
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(event) => onChange({ name: event.target.value })}
              autoComplete="name"
              maxLength={contactLimits.name.max}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div data-field="phone">
        <PhoneField
          inputId={`${inputIds}-phone`}
          phone={phone}
          country={country}
          onPhone={(next) => onChange({ phone: next })}
          onCountry={(phoneCountry) => onChange({ phoneCountry })}
          error={phoneError}
        />
      </div>
    </div>
  );
}
