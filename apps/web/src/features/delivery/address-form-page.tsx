import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignedInCustomer } from '../auth/use-signed-in-customer.ts';
import { useCartItems } from '../cart/cart-store.ts';
import { PhoneField } from '../checkout/phone-field.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BackIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { saveAddress } from './api/save-address.ts';
import { addressFieldRules, addressProblems, giftOffered, type AddressProblems } from './address-fields.ts';
import { useDeliveryStore } from './delivery-store.ts';
import type { AddressType } from './delivery-types.ts';
import { PlaceSummary } from './place-summary.tsx';
import { ShippingCountryChoice } from './shipping-choice.tsx';
import { useDeliveryContext } from './use-delivery-context.ts';

const addressTypes: AddressType[] = ['residency', 'house', 'apartment', 'company'];

export const fieldClass =
  'min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:ring-2 focus:ring-primary focus:outline-none aria-[invalid]:ring-2 aria-[invalid]:ring-red-500';

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-raised p-4 ring-1 ring-line">
      <h2 id={id} className="mb-3 font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /:referenceId/:type/form — the delivery address form (SPEC §2 implied screen). `/address` is the step before
 * it: the chooser between saved addresses and a new one; this page is the form itself.
 */
export function AddressFormPage({ referenceId, type }: { referenceId: string; type: string }) {
  const context = useDeliveryContext(referenceId);
  if (!context.data) return <FullScreenSpinner />;
  return <AddressForm referenceId={referenceId} type={type} context={context} />;
}

function AddressForm({
  referenceId,
  type,
  context,
}: {
  referenceId: string;
  type: string;
  context: ReturnType<typeof useDeliveryContext>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const restaurant = context.data!.restaurant;
  const checkout = restaurant.checkoutDelivery;
  const rules = useMemo(() => addressFieldRules(checkout), [checkout]);
  const gift = giftOffered(checkout);
  const form = useDeliveryStore((state) => state.form);
  const pin = useDeliveryStore((state) => (state.referenceId === referenceId ? state.pin : null));
  const { setForm, setField } = useDeliveryStore.getState();
  const customer = useSignedInCustomer(referenceId);
  const items = useCartItems(referenceId);
  const [problems, setProblems] = useState<AddressProblems>({});
  const [saveForLater, setSaveForLater] = useState(true);
  const [title, setTitle] = useState('');
  const save = useMutation({ mutationFn: saveAddress });
  const country = form.contactCountry ?? restaurant.country_iso ?? 'KW';
  useDocumentTitle(`${t('delivery.form.title')} · ${restaurant.business_name}`);

  const problem = (key: string) => (problems[key] ? t(problems[key] as string) : null);
  const formType = form.type;

  const submit = async () => {
    const found = addressProblems({
      values: form,
      rules,
      phoneRequired: false,
      // A parcel shipped abroad needs the address only: no area, zone or pin.
      needsPin: Boolean(checkout?.drop_pin) && !context.shipping,
      hasPin: Boolean(pin),
      hasPlace: (context.hasPlace && context.zone !== null) || context.shipping,
      giftOffered: gift,
      defaultCountry: restaurant.country_iso || 'KW',
    });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[data-problem="${first}"] input, [data-problem="${first}"] a`)?.focus();
      return;
    }
    if (form.contactPhone.trim()) useDeliveryStore.getState().rememberFormPhone(form.contactPhone.trim());
    if (customer && saveForLater) {
      const state = useDeliveryStore.getState();
      try {
        const saved = await save.mutateAsync({
          business_id: restaurant.id,
          ...(form.savedAddressId ? { id: form.savedAddressId } : {}),
          title: title.trim() || state.area?.name || state.queriedAddress?.title || '',
          type: formType,
          contact_name: form.contactName.trim() || undefined,
          contact_phone: form.contactPhone.trim() || undefined,
          fields: Object.fromEntries(rules.map((rule) => [rule.name, form.fields[rule.name]?.trim() ?? ''])),
          // An address abroad has no local area or pin.
          area_id: context.shipping ? null : (state.area?.id ?? null),
          lat: context.shipping ? null : (state.pin?.lat ?? null),
          lng: context.shipping ? null : (state.pin?.lng ?? null),
        });
        setForm({ savedAddressId: saved.address.id });
        void queryClient.invalidateQueries({ queryKey: ['saved-addresses'] });
      } catch (error) {
        // Saving for later is a convenience: the order can go ahead without it.
        if (isApiError(error) && error.status === 401) return;
      }
    }
    void navigate(items.length > 0 ? `/${referenceId}/${type}/checkout` : `/${referenceId}/${type}`);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mx-auto max-w-2xl space-y-4 px-4 pt-4 pb-40 md:px-6 md:pt-8 md:pb-12"
      data-testid="address-form"
    >
      <div className="flex items-center gap-2">
        <Link
          to={`/${referenceId}/${type}/address`}
          aria-label={t('common.back')}
          className="-ms-2 grid size-11 place-items-center rounded-full text-ink hover:bg-ink/5 dark:hover:bg-white/10"
        >
          <BackIcon className="size-5 rtl:rotate-180" />
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('delivery.form.title')}</h1>
      </div>

      <div data-problem="delivery" className="space-y-2">
        {context.shipping ? (
          <div className="rounded-2xl bg-raised p-4 ring-1 ring-line" data-testid="shipping-summary">
            <ShippingCountryChoice context={context} />
          </div>
        ) : (
          <PlaceSummary
            referenceId={referenceId}
            type={type}
            context={context}
            returnTo={`/${referenceId}/${type}/form`}
          />
        )}
        <FieldError id={`${ids}-place`} text={problem('delivery')} />
      </div>
      {checkout?.drop_pin && !context.shipping ? (
        <div
          data-problem="delivery.location"
          className={`rounded-2xl px-4 py-3 text-sm ring-1 ${problems['delivery.location'] ? 'bg-red-500/10 ring-red-500/40' : 'bg-sky-500/10 ring-sky-500/30'}`}
        >
          <p className="text-ink">{pin ? t('delivery.form.pinSet') : t('delivery.form.pinNeeded')}</p>
          {!pin ? (
            <Link
              to={`/${referenceId}/${type}/map?next=${encodeURIComponent(`/${referenceId}/${type}/form`)}`}
              className="mt-1 inline-block font-semibold text-primary-ink underline"
            >
              {t('delivery.form.dropPin')}
            </Link>
          ) : null}
          <FieldError id={`${ids}-pin`} text={problem('delivery.location')} />
        </div>
      ) : null}

      <fieldset className="rounded-2xl bg-raised p-4 ring-1 ring-line">
        <legend className="float-start mb-3 w-full font-semibold text-ink">{t('delivery.form.type')}</legend>
        <div className="clear-both grid grid-cols-2 gap-2 sm:grid-cols-4">
          {addressTypes.map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl px-3 text-center text-sm font-medium ring-1 ring-line has-[:checked]:bg-primary/10 has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name="address-type"
                value={value}
                checked={formType === value}
                onChange={() => setForm({ type: value })}
                className="sr-only"
              />
              {t(`delivery.types.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {rules.length > 0 ? (
        <Card id={`${ids}-address`} title={t('delivery.form.address')}>
          <div className="grid gap-3 sm:grid-cols-2">
            {rules.map((rule) => {
              const key = `address.${rule.name}`;
              const inputId = `${ids}-${rule.name}`;
              const error = problem(key);
              return (
                <div key={rule.name} data-problem={key} className={rule.name === 'note' ? 'sm:col-span-2' : ''}>
                  <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
                    {t(`delivery.fields.${rule.name}`)}
                    {rule.required ? (
                      <span className="text-red-700 dark:text-red-300" aria-hidden="true">
                        {' *'}
                      </span>
                    ) : (
                      <span className="ms-1 text-xs font-normal text-ink-muted">{t('delivery.form.optional')}</span>
                    )}
                  </label>
                  <input
                    id={inputId}
                    name={rule.name}
                    value={form.fields[rule.name] ?? ''}
                    onChange={(event) => setField(rule.name, event.target.value)}
                    required={rule.required}
                    aria-required={rule.required || undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    maxLength={200}
                    inputMode={rule.name === 'postcode' || rule.name === 'paci' ? 'numeric' : undefined}
                    className={fieldClass}
                  />
                  <FieldError id={`${inputId}-error`} text={error} />
                </div>
              );
            })}
          </div>
        </Card>
      ) : null}

      <Card id={`${ids}-contact`} title={t('delivery.form.contact')}>
        <div className="space-y-3">
          <div>
            <label htmlFor={`${ids}-contact-name`} className="mb-1 block text-sm font-medium text-ink">
              {t('delivery.form.contactName')}
            </label>
            <input
              id={`${ids}-contact-name`}
              value={form.contactName}
              onChange={(event) => setForm({ contactName: event.target.value })}
              autoComplete="name"
              maxLength={100}
              className={fieldClass}
            />
          </div>
          <div data-problem="address.contact_phone">
            <PhoneField
              inputId={`${ids}-contact-phone`}
              phone={form.contactPhone}
              country={country}
              onPhone={(contactPhone) => setForm({ contactPhone })}
              onCountry={(contactCountry) => setForm({ contactCountry })}
              error={problems['address.contact_phone'] ?? null}
            />
          </div>
        </div>
      </Card>

      {gift ? (
        <Card id={`${ids}-gift`} title={t('delivery.gift.title')}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={form.gift.on}
              onChange={(event) => setForm({ gift: { ...form.gift, on: event.target.checked } })}
              className="size-5 accent-[var(--color-primary)]"
            />
            <span className="text-ink">{t('delivery.gift.send')}</span>
          </label>
          {form.gift.on ? (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {(['recipient', 'phone'] as const).map((name) => {
                const key = `gift.${name}`;
                const inputId = `${ids}-gift-${name}`;
                const error = problem(key);
                return (
                  <div key={name} data-problem={key}>
                    <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
                      {t(`delivery.gift.${name}`)}
                    </label>
                    <input
                      id={inputId}
                      type={name === 'phone' ? 'tel' : 'text'}
                      inputMode={name === 'phone' ? 'tel' : undefined}
                      value={form.gift[name]}
                      onChange={(event) => setForm({ gift: { ...form.gift, [name]: event.target.value } })}
                      maxLength={name === 'phone' ? 25 : 100}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={fieldClass}
                    />
                    <FieldError id={`${inputId}-error`} text={error} />
                  </div>
                );
              })}
              <div className="sm:col-span-2">
                <label htmlFor={`${ids}-gift-message`} className="mb-1 block text-sm font-medium text-ink">
                  {t('delivery.gift.message')}
                </label>
                <textarea
                  id={`${ids}-gift-message`}
                  value={form.gift.message}
                  onChange={(event) => setForm({ gift: { ...form.gift, message: event.target.value } })}
                  maxLength={500}
                  rows={3}
                  className="block w-full rounded-xl bg-surface px-3 py-2 text-ink ring-1 ring-line focus:ring-2 focus:ring-primary focus:outline-none"
                />
              </div>
            </div>
          ) : null}
        </Card>
      ) : null}

      {customer ? (
        <Card id={`${ids}-save`} title={t('delivery.form.saveTitle')}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={saveForLater}
              onChange={(event) => setSaveForLater(event.target.checked)}
              className="size-5 accent-[var(--color-primary)]"
            />
            <span className="text-ink">{t('delivery.form.save')}</span>
          </label>
          {saveForLater ? (
            <div className="mt-3">
              <label htmlFor={`${ids}-label`} className="mb-1 block text-sm font-medium text-ink">
                {t('delivery.form.label')}
              </label>
              <input
                id={`${ids}-label`}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                placeholder={t('delivery.form.labelPlaceholder')}
                maxLength={100}
                className={fieldClass}
              />
            </div>
          ) : null}
        </Card>
      ) : null}

      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-raised/95 px-4 py-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
        <div className="mx-auto max-w-xl">
          <button
            type="submit"
            disabled={save.isPending}
            data-testid="address-continue"
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
          >
            {save.isPending ? <Spinner className="size-5 border-2 border-white/30 border-t-white" /> : null}
            {items.length > 0 ? t('delivery.form.continue') : t('delivery.form.done')}
          </button>
        </div>
      </div>
    </form>
  );
}
