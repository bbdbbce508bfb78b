import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useDeliveryStore } from './delivery-store.ts';
import { addressFieldNames } from './delivery-types.ts';
import { labelledValue } from '../../entities/address/address-fields.ts';

export { labelledValue };

/** The address form's filled fields as one line ("Block 3, Street Gulf Road"), for summaries. */
export function useAddressLineOfForm(referenceId: string): string {
  const { t } = useTranslation();
  const fields = useDeliveryStore((state) => (state.referenceId === referenceId ? state.form.fields : undefined));
  if (!fields) return '';
  return addressFieldNames
    .filter((name) => name !== 'note' && fields[name]?.trim())
    .map((name) => labelledValue(t(`delivery.fields.${name}`), fields[name] ?? ''))
    .join(t('delivery.listSeparator'));
}
