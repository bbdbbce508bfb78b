import { beforeEach, describe, expect, it } from 'vitest';
import { useBranchChoiceStore } from '../../entities/business/branch-choice.ts';
import { emptyCart } from '../../entities/cart/cart-rules.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { createBurger, createRestaurantResponse, createSimpleItem } from '../../entities/cart/test-factories.ts';
import { initialDeliveryData, useDeliveryStore } from '../../features/delivery/delivery-store.ts';
import { switchBranch } from './switch-branch.ts';

const tea = createSimpleItem();
/** Not sold in branch 2. */
const burger = createBurger({ branches: [{ branch_id: 2, visible: false }] });
const data = createRestaurantResponse([tea, burger]);

function fillCart() {
  const cart = useCartStore.getState();
  cart.add(tea, { priceLabelId: 1000, modifiers: [], comment: '', count: 2 });
  cart.add(burger, { priceLabelId: 2000, modifiers: [{ id: 220, quantity: 1 }], comment: '', count: 1 });
  expect(useCartStore.getState().items).toHaveLength(2);
}

describe('switching branch (SPEC §4 change-store rule)', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ ...emptyCart(), referenceId: 'demo', branchId: 1, orderType: 'delivery' });
    useDeliveryStore.setState({ ...initialDeliveryData(), referenceId: 'demo' });
    useBranchChoiceStore.setState({ byBusiness: {} });
  });

  it('keeps only the items the new branch sells and names the removed ones', () => {
    fillCart();
    const result = switchBranch({ referenceId: 'demo', data, newBranchId: 2 });
    expect(result.removed).toEqual(['Burger']);
    const cart = useCartStore.getState();
    expect(cart.items.map((line) => line.id)).toEqual([tea.id]);
    expect(cart.items[0]!.count).toBe(2);
    expect(cart.branchId).toBe(2);
    expect(cart.notice).toEqual({ kind: 'dropped', names: ['Burger'], type: 'delivery' });
  });

  it('keeps the whole cart, without a notice, when the new branch sells everything', () => {
    fillCart();
    const result = switchBranch({ referenceId: 'demo', data, newBranchId: 3 });
    expect(result.removed).toEqual([]);
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(useCartStore.getState().notice).toBeNull();
  });

  it('drops a delivery area of another branch and resets shipping to another branch’s country', () => {
    useDeliveryStore.setState({
      area: { id: 5, zoneId: 9, branchId: 1, name: 'Salmiya' },
      pin: { lat: 29.3, lng: 48, zoneId: 9, branchId: 1 },
      shipping: { countryId: 4, countryIso: 'SA', branchId: 1 },
    });
    const result = switchBranch({ referenceId: 'demo', data, newBranchId: 2 });
    expect(result).toMatchObject({ droppedArea: true, resetShipping: true });
    const delivery = useDeliveryStore.getState();
    expect(delivery.area).toBeNull();
    expect(delivery.pin).toBeNull();
    expect(delivery.shipping).toBeNull();
  });

  it('keeps an area and a shipping country of the chosen branch, and stores the choice', () => {
    const area = { id: 5, zoneId: 9, branchId: 2, name: 'Hawally' };
    const shipping = { countryId: 4, countryIso: 'SA', branchId: null };
    useDeliveryStore.setState({ area, shipping });
    switchBranch({ referenceId: 'demo', data, newBranchId: 2 });
    expect(useDeliveryStore.getState().area).toEqual(area);
    expect(useDeliveryStore.getState().shipping).toEqual(shipping);
    expect(useBranchChoiceStore.getState().byBusiness).toEqual({ demo: 2 });
    expect(JSON.parse(localStorage.getItem('okmenu-branch') ?? '{}')).toMatchObject({
      state: { byBusiness: { demo: 2 } },
    });
  });

  it('leaves another business’s cart alone', () => {
    fillCart();
    useCartStore.setState({ referenceId: 'other' });
    switchBranch({ referenceId: 'demo', data, newBranchId: 2 });
    expect(useCartStore.getState().items).toHaveLength(2);
  });
});
