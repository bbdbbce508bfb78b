import type { ItemWire, TagWire } from '@okmenu/contract';
import { memo, type ReactNode } from 'react';
import { Link } from '../../shared/router/index.ts';
import { MediaImage } from '../../shared/ui/media-image.tsx';
import { useRouteLive } from '../../entities/live/route-live.tsx';
import { SoldOutBadge, Substitutes } from './sold-out.tsx';
import { useItemActions } from './item-actions.tsx';
import { itemPriceDisplay, shortPricing, type MenuPricing } from './menu-pricing.ts';
import { PriceTag } from './price-tag.tsx';
import { TagChips } from './tag-chips.tsx';

interface ItemCardProps {
  item: ItemWire;
  to: string;
  pricing: MenuPricing;
  tags?: ReadonlyMap<string, TagWire>;
  eager?: boolean;
  /** Replaces the plain name (search highlights matches). */
  name?: ReactNode;
  description?: ReactNode;
  /** A line above the name (search shows the category). */
  kicker?: ReactNode;
}

/**
 * An item as a row: text at the start, a square photo at the end; the whole card opens the item. A card action
 * (the cart's quick add) sits on the photo's corner, outside the link.
 */
function ItemRowCard({ item, to, pricing, tags, eager, name, description, kicker }: ItemCardProps) {
  const text = description ?? item.description;
  const live = useRouteLive();
  const soldOut = live.overlay.itemSoldOut(item.id);
  const cardAction = useItemActions().cardAction;
  const action = live.overlay.cannotAdd(item) ? null : cardAction?.(item);
  return (
    <div className="relative h-full" data-sold-out={soldOut || undefined}>
      {/* No transition: the shadow and ring are box-shadows, which the browser animates on the main thread, a
          style and paint every frame for each card the pointer crosses while a long menu scrolls under it
          (decision 0134). The hover look changes at once. */}
      <Link
        to={to}
        className="group flex h-full gap-3 rounded-2xl bg-raised p-3 shadow-sm ring-1 ring-line hover:shadow-md hover:ring-primary/40"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          {kicker ? <span className="text-xs text-ink-muted">{kicker}</span> : null}
          {soldOut ? <SoldOutBadge /> : null}
          <span
            lang={name ? undefined : item.text_lang?.name}
            className="line-clamp-2 text-[15px] leading-snug font-semibold text-ink"
          >
            {name ?? item.name}
          </span>
          {text ? (
            <span
              lang={description ? undefined : item.text_lang?.description}
              className="line-clamp-2 text-[13px] leading-snug text-ink-muted"
            >
              {text}
            </span>
          ) : null}
          {tags ? <TagChips keys={item.tags} tags={tags} /> : null}
          <PriceTag
            display={itemPriceDisplay(item, pricing)}
            pricing={shortPricing(pricing)}
            className="mt-auto pt-1 text-sm"
          />
        </span>
        <MediaImage
          path={item.image}
          alt=""
          width={112}
          height={112}
          eager={eager}
          className={`aspect-square size-24 shrink-0 self-center rounded-xl sm:size-28 ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
      </Link>
      {action ? <div className="absolute end-1.5 bottom-1.5">{action}</div> : null}
      {soldOut ? <Substitutes itemId={item.id} live={live} /> : null}
    </div>
  );
}

/**
 * Memoised: the menu's view is rebuilt every minute (availability follows the clock), and without this every
 * item shown so far rendered again with the same props (a 0.8 s task on the 1,000-item menu at 4x CPU,
 * decision 0112).
 */
export const ItemRow = memo(ItemRowCard);

/**
 * An item as a small tile for horizontal rails (smart and highlighted categories). Memoised: a rail grows a slice
 * at a time, and the tiles already shown need not render again (decision 0126).
 */
export const ItemTile = memo(function ItemTile({ item, to, pricing, eager }: ItemCardProps) {
  const soldOut = useRouteLive().overlay.itemSoldOut(item.id);
  return (
    <Link to={to} className="group relative block w-40 rounded-2xl sm:w-44" data-sold-out={soldOut || undefined}>
      <MediaImage
        path={item.image}
        alt=""
        width={176}
        height={132}
        eager={eager}
        className={`aspect-[4/3] w-full rounded-2xl ring-1 ring-line ${soldOut ? 'opacity-50 grayscale' : ''}`}
      />
      {soldOut ? <SoldOutBadge className="absolute start-2 top-2" /> : null}
      <span
        lang={item.text_lang?.name}
        className="mt-2 line-clamp-2 block min-h-10 px-0.5 text-sm leading-5 font-semibold text-ink"
      >
        {item.name}
      </span>
      <PriceTag
        display={itemPriceDisplay(item, pricing)}
        pricing={shortPricing(pricing)}
        className="px-0.5 text-[13px] leading-5"
      />
    </Link>
  );
});
