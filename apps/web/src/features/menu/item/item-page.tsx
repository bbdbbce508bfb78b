import type { CategoryWire, ItemResponse } from '@okmenu/contract';
import { needsQuantityCheck } from './unusual-quantity.ts';
import { categoryChainOf, isItemOrderable, type ItemSelection } from '@okmenu/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { trackEvent } from '../../../entities/tracking/events.ts';
import { useLocation, useNavigate } from '../../../shared/router/index.ts';
import type { RouteType } from '../../../entities/business/selling-types.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { isItemMissing, itemQueryOptions } from '../api/get-item.ts';
import { useTags } from '../api/get-tags.ts';
import { useOpeningText } from '../availability-note.tsx';
import { MenuError } from '../menu-status.tsx';
import { nextOpening } from '../menu-view.ts';
import { itemEditOf, useItemActions } from '../item-actions.tsx';
import { ItemSkeleton } from '../skeletons.tsx';
import { useMenuContext } from '../use-menu.ts';
import { ItemDetails } from './item-details.tsx';
import { QuantityConfirm } from './quantity-confirm.tsx';

interface ItemPageProps {
  referenceId: string;
  type: RouteType;
  categoryId: number;
  itemId: number;
}

/** The item as the menu already has it, so the page shows at once while the item call confirms it. */
function itemFromMenu(categories: readonly CategoryWire[] | undefined, itemId: number): ItemResponse | undefined {
  for (const category of categories ?? []) {
    const item = category.items.find((candidate) => candidate.id === itemId);
    if (item) return { item, category: { id: category.id, name: category.name, parent_id: category.parent_id } };
  }
  return undefined;
}

/** /:referenceId/:type/:categoryId/:itemId — fetched by branch and item id; a missing item goes to /404 (SPEC §8). */
export function ItemPage({ referenceId, type, categoryId, itemId }: ItemPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const actions = useItemActions();
  // The selection waiting for the guest's second look at its quantity.
  const [pending, setPending] = useState<ItemSelection | null>(null);
  // A cart line being edited reopens the item with its choices (route state from the cart).
  const edit = useMemo(() => itemEditOf(location.state), [location.state]);
  const menu = useMenuContext(referenceId, type);
  const { data, pricing, moment, branchId, paths } = menu;
  const categories = data?.menu?.categories;
  const placeholder = useMemo(() => itemFromMenu(categories, itemId), [categories, itemId]);
  const query = useQuery({
    ...itemQueryOptions(branchId, itemId, i18n.language),
    enabled: branchId > 0,
    placeholderData: placeholder,
  });
  const tags = useTags(branchId, i18n.language);
  const openingText = useOpeningText();
  const item = query.data?.item;
  useDocumentTitle(
    item ? `${item.name} · ${data?.restaurant.business_name ?? ''}` : (data?.restaurant.business_name ?? ''),
  );

  // The pixels' view item (issue 18), once per item shown, with its first price.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    const price = item?.price_labels[0]?.price;
    if (!item || price === undefined || viewed.current === item.id) return;
    viewed.current = item.id;
    trackEvent(referenceId, { name: 'view_item', item: { id: item.id, name: item.name, price, quantity: 1 } });
  }, [referenceId, item]);

  useEffect(() => {
    if (query.isError && isItemMissing(query.error)) void navigate('/404', { replace: true });
  }, [query.isError, query.error, navigate]);

  const unavailable = useMemo(() => {
    if (!item) return null;
    const byId = new Map((categories ?? []).map((category) => [category.id, category]));
    const chain = categoryChainOf(item.category_id, byId);
    if (isItemOrderable({ item, categoryChain: chain, branchId, routeType: type, moment })) return null;
    const closed = [item, ...chain].find((entry) => entry.schedule && entry.schedule.length > 0);
    const opening = openingText(nextOpening(closed?.schedule, moment), moment);
    return opening ? `${t('menu.notAvailableNow')} · ${opening}` : t('menu.notAvailableNow');
  }, [item, categories, branchId, type, moment, openingText, t]);

  if (menu.menuError === 'message') return <MenuError message={data?.message} />;
  if (query.isError && !isItemMissing(query.error) && !item) return <MenuError onRetry={() => void query.refetch()} />;
  if (!item || !pricing) return <ItemSkeleton />;

  const parentId = query.data?.category.id ?? categoryId;
  const add = (selection: ItemSelection) => {
    if (actions.addSelection && !actions.addSelection(item, selection, edit?.lineId ?? null)) return;
    const categoryHref = paths.category(parentId);
    void navigate(actions.afterAddHref?.({ editing: edit !== null, categoryHref }) ?? categoryHref, {
      replace: edit !== null,
    });
  };
  return (
    <>
      <ItemDetails
        key={item.id}
        item={item}
        pricing={pricing}
        tags={tags}
        backHref={paths.category(parentId)}
        unavailable={unavailable}
        initial={
          edit
            ? {
                priceLabelId: edit.selection.priceLabelId ?? null,
                modifiers: new Map(edit.selection.modifiers.map((modifier) => [modifier.id, modifier.quantity])),
                comment: edit.selection.comment,
                count: edit.selection.count,
              }
            : undefined
        }
        submitLabel={edit ? t('cart.updateCart') : undefined}
        onAdd={(selection) => {
          // A second look at an unusual quantity the business did not cap itself.
          const label = item.price_labels.find((candidate) => candidate.id === selection.priceLabelId);
          const maximum = label?.maximum ?? (item.price_labels.length === 1 ? item.price_labels[0]?.maximum : null);
          if (needsQuantityCheck(selection.count, maximum)) setPending(selection);
          else add(selection);
        }}
      />
      <QuantityConfirm
        pending={pending?.count ?? null}
        name={item.name}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const selection = pending;
          setPending(null);
          if (selection) add(selection);
        }}
      />
    </>
  );
}
