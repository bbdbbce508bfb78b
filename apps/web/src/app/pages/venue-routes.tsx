import type { BranchCardWire } from '@okmenu/contract';
import { useNavigate, useParams } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { businessRouteTypes, routeTypeOf } from '../../entities/business/selling-types.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { isSettingsSection, SettingsPage } from '../../features/settings/settings-page.tsx';
import { BranchesPage } from '../../features/venue/branches-page.tsx';
import { PoliciesPage } from '../../features/venue/policies-page.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { switchBranch } from './switch-branch.ts';

/** The guest's order type when the branch sells it, else the branch's first. */
function menuTypeFor(branch: BranchCardWire, preferred: string | null): string | null {
  const types = businessRouteTypes(branch.selling_types);
  if (preferred && types.some((type) => type === preferred)) return preferred;
  return types[0] ?? (branch.selling_types[0] ? routeTypeOf(branch.selling_types[0]) : null);
}

/** /:referenceId/Branches — choosing a branch applies SPEC §4's change-store rule, then opens its menu. */
export function BranchesRoute() {
  const { referenceId = '' } = useParams();
  const { data } = useRestaurant(referenceId);
  const navigate = useNavigate();
  const orderType = useCartStore((state) => (state.referenceId === referenceId ? state.orderType : null));
  if (!data?.restaurant) return <FullScreenSpinner />;
  const home = `/${referenceId}`;

  const choose = (branch: BranchCardWire) => {
    switchBranch({ referenceId, data, newBranchId: branch.id });
    const type = menuTypeFor(branch, orderType);
    void navigate(type ? `${home}/${type}` : home);
  };

  return (
    <BranchesPage restaurant={data.restaurant} backTo={orderType ? `${home}/${orderType}` : home} onChoose={choose} />
  );
}

/** /:referenceId/Policies */
export function PoliciesRoute() {
  const { referenceId = '' } = useParams();
  const { data } = useRestaurant(referenceId);
  const orderType = useCartStore((state) => (state.referenceId === referenceId ? state.orderType : null));
  if (!data?.restaurant) return <FullScreenSpinner />;
  const home = `/${referenceId}`;
  return <PoliciesPage restaurant={data.restaurant} backTo={orderType ? `${home}/${orderType}` : home} />;
}

/** /:referenceId/settings[/:section] */
export function SettingsRoute() {
  const { referenceId = '', section } = useParams();
  const { data } = useRestaurant(referenceId);
  const orderType = useCartStore((state) => (state.referenceId === referenceId ? state.orderType : null));
  if (!data?.restaurant) return <FullScreenSpinner />;
  const home = `/${referenceId}`;
  return (
    <SettingsPage
      restaurant={data.restaurant}
      referenceId={referenceId}
      section={isSettingsSection(section) ? section : null}
      backTo={orderType ? `${home}/${orderType}` : home}
    />
  );
}
