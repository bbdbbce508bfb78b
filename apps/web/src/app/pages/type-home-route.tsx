import { useParams } from '../../shared/router/index.ts';
import { BusinessHeader } from '../../entities/business/business-header.tsx';
import { OrderTypeTabs } from '../../entities/business/order-type-links.tsx';
import { businessRouteTypes, isRouteType, type RouteType } from '../../entities/business/selling-types.ts';
import { BusyBanner } from '../../entities/live/busy-banner.tsx';
import { LazyDeliveryAreaPrompt } from '../../features/delivery/lazy-area-prompt.tsx';
import { MenuHome } from '../../features/menu/menu-home.tsx';
import { MenuError } from '../../features/menu/menu-status.tsx';
import { SearchBarLink, SearchIconLink } from '../../features/menu/search-entry.tsx';
import { useMenuContext } from '../../features/menu/use-menu.ts';
import { ReservationEntry } from '../../features/reservations/reservation-entry.tsx';
import { LanguageSwitcher } from '../../features/settings/language-switcher.tsx';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { useWideScreen } from '../../shared/ui/use-media-query.ts';

/** /:referenceId/:type — the business header, its order types, search and the menu. */
export function TypeHomeRoute() {
  const { referenceId = '', type } = useParams();
  if (!isRouteType(type)) return <FullScreenSpinner />;
  return <TypeHome referenceId={referenceId} type={type} />;
}

function TypeHome({ referenceId, type }: { referenceId: string; type: RouteType }) {
  // The menu's view is built by MenuHome with its first slice, after this first render (decision 0125).
  const menu = useMenuContext(referenceId, type);
  // The phone's header buttons or the wide screen's search bar, not both with one hidden.
  const wide = useWideScreen();
  const { data, menuError } = menu;
  if (!data?.restaurant) return <FullScreenSpinner />;
  const { restaurant } = data;

  return (
    <>
      <BusinessHeader
        restaurant={restaurant}
        actions={
          wide ? undefined : (
            <>
              <SearchIconLink to={menu.paths.search} />
              <LanguageSwitcher locales={restaurant.locales} tone="overlay" />
            </>
          )
        }
      >
        <OrderTypeTabs referenceId={referenceId} types={businessRouteTypes(restaurant.selling_types)} current={type} />
        {wide ? <SearchBarLink to={menu.paths.search} /> : null}
      </BusinessHeader>
      {type === 'delivery' ? (
        <LazyDeliveryAreaPrompt
          referenceId={referenceId}
          className="mx-auto max-w-5xl px-4 pt-4 empty:hidden md:px-6"
        />
      ) : null}
      {type === 'reservation' && restaurant.reservation.enabled ? <ReservationEntry referenceId={referenceId} /> : null}
      <BusyBanner className="mx-auto max-w-5xl px-4 pt-4 md:px-6" />
      {menuError === 'message' ? (
        <MenuError message={data.message} />
      ) : menuError === 'failed' ? (
        <MenuError onRetry={menu.refetch} />
      ) : (
        <MenuHome data={data} menu={menu} type={type} />
      )}
    </>
  );
}
