import { addressLimits, type AddressTypeName } from '@okmenu/contract/address-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../shared/router/index.ts';
import { backFromForm, pathAfterAddressForm, recipientPrefill } from './address-form-flow.ts';
import { useSignedInCustomer } from '../../entities/customer/use-signed-in-customer.ts';
import { useCartItems } from '../../entities/cart/cart-store.ts';
import { PhoneField } from '../../shared/ui/phone-field.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { saveAddress } from './api/save-address.ts';
import { addressFieldRules, addressProblems, giftOffered, type AddressProblems } from './address-fields.ts';
import { useDeliveryStore } from './delivery-store.ts';
import { PlaceSummary } from './place-summary.tsx';
import { ShippingCountryChoice } from './shipping-choice.tsx';
import { useDeliveryContext } from './use-delivery-context.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Card, CardSection } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';
import { fieldClass } from './field-styles.ts';
import { GiftSection } from './gift-section.tsx';

/** The contract's kinds of place, in the order the form offers them. */
const addressTypes = ['residency', 'house', 'apartment', 'company'] as const satisfies readonly AddressTypeName[];

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className={`mt-1 ${errorTextClass}`}>
      {text}
    </p>
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
  const title = form.title ?? '';
  const setTitle = (value: string) => setForm({ title: value });
  const [params] = useSearchParams();
  const back = params.get('back');
  const keptBack = backFromForm(back, referenceId);
  // The map and the area picker come back here with the same list to return to.
  const formPath = `/${referenceId}/${type}/form${keptBack ? `?back=${encodeURIComponent(keptBack)}` : ''}`;
  const save = useMutation({ mutationFn: saveAddress });
  const country = form.contactCountry ?? restaurant.country_iso ?? 'KW';
  useDocumentTitle(`${t('delivery.form.title')} · ${restaurant.business_name}`);
  // A signed-in guest is the recipient unless they name someone else.
  useEffect(() => {
    const prefill = recipientPrefill(useDeliveryStore.getState().form, customer);
    if (Object.keys(prefill).length > 0) setForm(prefill);
  }, [customer?.userId]); // eslint-disable-line react-hooks/exhaustive-deps

  const problem = (key: string) => (problems[key] ? t(problems[key] as string) : null);
  const formType = form.type;

  const submit = async () => {
    const found = addressProblems({
      values: form,
      checkout,
      // A parcel shipped abroad needs the address only: no area, zone or pin.
      shipping: context.shipping,
      hasPin: Boolean(pin),
      hasPlace: (context.hasPlace && context.zone !== null) || context.shipping,
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
          // No typed label: the area is shown by its id in the reader's language, so its name is not stored.
          title: title.trim() || (state.area ? '' : state.queriedAddress?.title || ''),
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
    void navigate(pathAfterAddressForm({ referenceId, type, back, cartHasItems: items.length > 0 }));
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
      <PageHeader title={t('delivery.form.title')} backTo={`/${referenceId}/${type}/address`} />

      <div data-problem="delivery" className="space-y-2">
        {context.shipping ? (
          <Card data-testid="shipping-summary">
            <ShippingCountryChoice context={context} />
          </Card>
        ) : (
          <PlaceSummary referenceId={referenceId} type={type} context={context} returnTo={formPath} />
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
              to={`/${referenceId}/${type}/map?next=${encodeURIComponent(formPath)}`}
              className="mt-1 inline-block font-semibold text-primary-ink underline"
            >
              {t('delivery.form.dropPin')}
            </Link>
          ) : null}
          <FieldError id={`${ids}-pin`} text={problem('delivery.location')} />
        </div>
      ) : null}

      <Card as="fieldset">
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
      </Card>

      {rules.length > 0 ? (
        <CardSection id={`${ids}-address`} title={t('delivery.form.address')}>
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
                    maxLength={addressLimits.field}
                    inputMode={rule.name === 'postcode' || rule.name === 'paci' ? 'numeric' : undefined}
                    className={fieldClass}
                  />
                  <FieldError id={`${inputId}-error`} text={error} />
                </div>
              );
            })}
          </div>
        </CardSection>
      ) : null}

      <CardSection id={`${ids}-contact`} title={t('delivery.form.contact')}>
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
              maxLength={addressLimits.contactName}
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
      </CardSection>

      {gift ? (
        <GiftSection
          id={`${ids}-gift`}
          gift={form.gift}
          onChange={(next) => setForm({ gift: next })}
          problem={problem}
        />
      ) : null}

      {customer ? (
        <CardSection id={`${ids}-save`} title={t('delivery.form.saveTitle')}>
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
                maxLength={addressLimits.title}
                className={fieldClass}
              />
            </div>
          ) : null}
        </CardSection>
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
