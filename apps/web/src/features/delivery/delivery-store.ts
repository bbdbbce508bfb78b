import type { ZoneWire } from '@okmenu/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { placeForContext, type DeliveryPlace } from './delivery-rules.ts';
import {
  emptyAddressForm,
  type AddressFormValues,
  type PinLocation,
  type QueriedAddress,
  type SelectedArea,
  type ShippingChoice,
} from './delivery-types.ts';

/**
 * Where a delivery goes and to whom, persisted as `okmenu-delivery` (SPEC §4). It outlives the cart on
 * purpose: the next order usually goes to the same place, so a placed order keeps the area and the form.
 */
export interface DeliveryData extends DeliveryPlace {
  /** The business these choices belong to; opening another business starts afresh. */
  referenceId: string | null;
  form: AddressFormValues;
  /** The phone of the last delivery form sent (SPEC §5: a source of the delivery phone). */
  savedFormPhone: string | null;
}

export interface DeliveryActions {
  /** Follows the guest to another business; its areas and pins are not this one's. */
  enterBusiness(referenceId: string): void;
  /** SPEC §4 rules once the branch and zones are known. */
  applyContext(context: { branchId: number; zones: readonly ZoneWire[] | undefined; shippingEnabled: boolean }): void;
  chooseArea(area: SelectedArea, pin?: PinLocation | null): void;
  /** A pin from the map; `keepArea` when it lies in the chosen area. */
  choosePin(pin: PinLocation, options: { keepArea: boolean; queriedAddress?: QueriedAddress | null }): void;
  setQueriedAddress(address: QueriedAddress | null): void;
  setShipping(shipping: ShippingChoice | null): void;
  setForm(form: Partial<AddressFormValues>): void;
  setField(name: keyof AddressFormValues['fields'], value: string): void;
  /** Remembers the phone of a form that was sent with an order. */
  rememberFormPhone(phone: string): void;
  clearPlace(): void;
}

export type DeliveryStore = DeliveryData & DeliveryActions;

export function initialDeliveryData(): DeliveryData {
  return {
    referenceId: null,
    area: null,
    pin: null,
    queriedAddress: null,
    shipping: null,
    form: emptyAddressForm(),
    savedFormPhone: null,
  };
}

export const useDeliveryStore = create<DeliveryStore>()(
  persist(
    (set, get) => ({
      ...initialDeliveryData(),
      enterBusiness(referenceId) {
        if (get().referenceId === referenceId) return;
        set({ ...initialDeliveryData(), referenceId });
      },
      applyContext(context) {
        const patch = placeForContext(get(), context);
        if (Object.keys(patch).length > 0) set(patch);
      },
      chooseArea(area, pin) {
        set((state) => ({ area, pin: pin === undefined ? state.pin : pin, shipping: null }));
      },
      choosePin(pin, { keepArea, queriedAddress }) {
        set((state) => ({
          pin,
          area: keepArea ? state.area : null,
          shipping: null,
          ...(queriedAddress !== undefined ? { queriedAddress } : {}),
        }));
      },
      setQueriedAddress: (queriedAddress) => set({ queriedAddress }),
      setShipping: (shipping) => set({ shipping }),
      setForm: (form) => set((state) => ({ form: { ...state.form, ...form } })),
      setField: (name, value) =>
        set((state) => ({ form: { ...state.form, fields: { ...state.form.fields, [name]: value } } })),
      rememberFormPhone: (savedFormPhone) => set({ savedFormPhone }),
      clearPlace: () => set({ area: null, pin: null, queriedAddress: null }),
    }),
    {
      name: 'okmenu-delivery',
      version: 1,
      partialize: (state): DeliveryData => ({
        referenceId: state.referenceId,
        area: state.area,
        pin: state.pin,
        queriedAddress: state.queriedAddress,
        shipping: state.shipping,
        form: state.form,
        savedFormPhone: state.savedFormPhone,
      }),
      merge: (stored, current) => {
        const data = (stored ?? {}) as Partial<DeliveryData>;
        return { ...current, ...data, form: { ...emptyAddressForm(), ...data.form } };
      },
    },
  ),
);
