import type { RestaurantResponse } from '@okmenu/contract';
import { changeStore, itemsAvailableInBranch } from '@okmenu/domain';
import { useBranchChoiceStore } from '../../entities/business/branch-choice.ts';
import { businessRouteTypes, type RouteType } from '../../entities/business/selling-types.ts';
import { menuItemsOf } from '../../entities/cart/menu-items.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { useDeliveryStore } from '../../features/delivery/delivery-store.ts';

/** What changed when the guest chose another branch: the names of the items taken out of the cart. */
export interface BranchSwitchResult {
  removed: string[];
  droppedArea: boolean;
  resetShipping: boolean;
}

/**
 * The guest chose another branch (SPEC §4 "changing store", the domain's `changeStore`): the cart keeps only
 * the items the new branch sells under the cart's order type and tells the guest by name what it removed; the
 * delivery area is dropped when it belongs to another branch; shipping resets when its country is another
 * branch's. The choice is stored, so the restaurant answer, and with it the menu, shifts and zones, follow it.
 */
export function switchBranch(options: {
  referenceId: string;
  data: RestaurantResponse;
  newBranchId: number;
}): BranchSwitchResult {
  const { referenceId, data, newBranchId } = options;
  const restaurant = data.restaurant;
  const cart = useCartStore.getState();
  const delivery = useDeliveryStore.getState();
  const ownCart = cart.referenceId === referenceId;
  const ownPlace = delivery.referenceId === referenceId;
  const type: RouteType | null = cart.orderType ?? businessRouteTypes(restaurant.selling_types)[0] ?? null;

  const lines = ownCart ? cart.items.map((line) => ({ ...line, itemId: line.id })) : [];
  const items = [...menuItemsOf(data).values()];
  const availableItemIds = type
    ? itemsAvailableInBranch({ items, branchId: newBranchId, routeType: type })
    : new Set<number>();
  const change = changeStore({
    lines,
    newBranchId,
    availableItemIds,
    selectedAreaZone: ownPlace && delivery.area ? { branch_id: delivery.area.branchId, visible: true } : undefined,
    // Whether shipping is offered at all is the delivery context's check once the zones load.
    shipping:
      ownPlace && delivery.shipping ? { enabled: true, countryBranchId: delivery.shipping.branchId } : undefined,
  });

  if (ownCart) {
    useCartStore.setState({
      branchId: newBranchId,
      items: change.lines.map(({ itemId: _itemId, ...line }) => line),
      notice:
        change.removed.length > 0 ? { kind: 'dropped', names: change.removed.map((item) => item.name), type } : null,
    });
  }
  if (change.dropArea) useDeliveryStore.setState({ area: null, pin: null, queriedAddress: null });
  if (change.resetShipping) useDeliveryStore.setState({ shipping: null });
  useBranchChoiceStore.getState().choose(referenceId, newBranchId);
  return {
    removed: change.removed.map((item) => item.name),
    droppedArea: change.dropArea,
    resetShipping: change.resetShipping,
  };
}
