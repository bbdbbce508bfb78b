import type { ItemWire } from '@okmenu/contract';
import type { ItemSelection } from '@okmenu/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RouteType } from '../business/selling-types.ts';
import { trackedItemOf } from '../tracking/cart-items.ts';
import { trackEvent } from '../tracking/events.ts';
import { addLine, cartItemOf, clampCount, emptyCart, partitionLines, replaceLine, resetCart } from './cart-rules.ts';
import type { CarDetails, CartData, CartItem, CartNotice, CartTable } from './cart-types.ts';

/** Where the guest is: the business, its branch and the route's order type (null outside a type route). */
export interface CartContext {
  referenceId: string;
  branchId: number;
  type: RouteType | null;
  /** The current menu's items; lines no longer on it are dropped. */
  menuItems?: ReadonlyMap<number, ItemWire>;
}

export interface CartActions {
  /** Adds an item with a valid selection (merging equal lines); false when the selection does not fit the item. */
  add(item: ItemWire, selection: ItemSelection): boolean;
  /** Replaces an edited line with the item's new selection. */
  replace(lineId: string, item: ItemWire, selection: ItemSelection): boolean;
  /** Puts lines back (reorder); equal lines merge. */
  addLines(lines: readonly CartItem[], notice: CartNotice | null): void;
  setCount(lineId: string, count: number): void;
  remove(lineId: string): void;
  setNote(note: string): void;
  setCoupon(code: string | null): void;
  setTable(table: CartTable | null): void;
  setCar(car: Partial<CarDetails>): void;
  setContact(contact: { name?: string; phone?: string; phoneCountry?: string | null }): void;
  setSchedule(schedule: {
    orderTime?: 'now' | 'later';
    scheduleDate?: string | null;
    scheduleSlot?: string | null;
  }): void;
  setPaymentType(type: number): void;
  /** The Idempotency-Key of this checkout attempt, made once and kept until an order succeeds. */
  ensureCheckoutKey(): string;
  /** Follows the guest to another business, branch or order type, dropping lines that are not valid there. */
  syncContext(context: CartContext): void;
  dismissNotice(): void;
  /** SPEC §4 reset (after an order, or by the guest). */
  reset(): void;
}

export type CartStore = CartData & CartActions;

/** The persisted fields: everything but the one-time notice. */
function persisted(state: CartStore): Omit<CartData, 'notice'> {
  const { notice: _notice, ...data } = state;
  const entries = Object.entries(data).filter(([, value]) => typeof value !== 'function');
  return Object.fromEntries(entries) as Omit<CartData, 'notice'>;
}

export const useCartStore = create<CartStore>()(
  persist(
    (set, get) => ({
      ...emptyCart(),
      add(item, selection) {
        const line = cartItemOf(item, selection);
        if (!line) return false;
        set((state) => ({ items: addLine(state.items, line) }));
        // The pixels' add to cart (issue 18): delivered only with the guest's consent.
        const referenceId = get().referenceId;
        if (referenceId) trackEvent(referenceId, { name: 'add_to_cart', items: [trackedItemOf(line)] });
        return true;
      },
      replace(lineId, item, selection) {
        const line = cartItemOf(item, selection);
        if (!line) return false;
        set((state) => ({ items: replaceLine(state.items, lineId, line) }));
        return true;
      },
      addLines(lines, notice) {
        set((state) => ({ items: lines.reduce(addLine, state.items), notice }));
      },
      setCount(lineId, count) {
        set((state) => ({
          items: state.items.map((item) =>
            item.lineId === lineId ? { ...item, count: clampCount(count, item.price_label) } : item,
          ),
        }));
      },
      remove(lineId) {
        set((state) => ({ items: state.items.filter((item) => item.lineId !== lineId) }));
      },
      setNote: (note) => set({ note }),
      setCoupon: (code) => set({ coupon: code?.trim() ? code.trim() : null }),
      setTable: (table) => set({ table }),
      setCar: (car) => set((state) => ({ car: { ...state.car, ...car } })),
      setContact: (contact) => set(contact),
      setSchedule: (schedule) => set(schedule),
      setPaymentType: (payment_type) => set({ payment_type }),
      ensureCheckoutKey() {
        const existing = get().checkoutKey;
        if (existing) return existing;
        const key = crypto.randomUUID();
        set({ checkoutKey: key });
        return key;
      },
      syncContext(context) {
        const state = get();
        if (state.referenceId !== context.referenceId) {
          // Another business: its menu, prices and branches are not this cart's.
          set({
            ...resetCart(state),
            referenceId: context.referenceId,
            branchId: context.branchId,
            orderType: context.type,
            table: null,
          });
          return;
        }
        const type = context.type ?? state.orderType;
        const patch: Partial<CartData> = {};
        if (context.type && context.type !== state.orderType) patch.orderType = context.type;
        if (context.branchId !== state.branchId) patch.branchId = context.branchId;
        if (type && state.items.length > 0) {
          const { kept, dropped } = partitionLines(state.items, {
            type,
            branchId: context.branchId,
            menuItems: context.menuItems,
          });
          if (dropped.length > 0) {
            patch.items = kept;
            patch.notice = { kind: 'dropped', names: dropped.map((item) => item.name), type };
          }
        }
        if (Object.keys(patch).length > 0) set(patch);
      },
      dismissNotice: () => set({ notice: null }),
      reset: () => set((state) => ({ ...resetCart(state), notice: null })),
    }),
    {
      name: 'okmenu-cart',
      version: 1,
      partialize: persisted,
      merge: (stored, current) => ({ ...current, ...(stored as Partial<CartData>), notice: null }),
    },
  ),
);

/** The lines of the cart for a business (none when the stored cart belongs to another one). */
export function useCartItems(referenceId: string): CartItem[] {
  const items = useCartStore((state) => state.items);
  const owner = useCartStore((state) => state.referenceId);
  return owner === referenceId ? items : noItems;
}
const noItems: CartItem[] = [];

/** How many units the cart holds for a business (the tab badge). */
export function useCartCount(referenceId: string): number {
  return useCartStore((state) =>
    state.referenceId === referenceId ? state.items.reduce((sum, item) => sum + item.count, 0) : 0,
  );
}
