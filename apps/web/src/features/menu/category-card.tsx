import type { CategoryWire } from '@okmenu/contract';
import type { ReactNode } from 'react';
import { Link } from '../../shared/router/index.ts';
import { MediaImage } from '../../shared/ui/media-image.tsx';

interface CategoryCardProps {
  category: Pick<CategoryWire, 'name' | 'description' | 'image' | 'text_lang'>;
  to: string;
  eager: boolean;
  /** Shown over the photo of a category that is closed now. */
  closed?: ReactNode;
}

/** A category as an image card of the grid layout. */
export function CategoryCard({ category, to, eager, closed }: CategoryCardProps) {
  return (
    <Link to={to} className="group block rounded-2xl">
      <span className="relative block overflow-hidden rounded-2xl">
        <MediaImage
          path={category.image}
          alt=""
          width={320}
          height={240}
          eager={eager}
          className={`aspect-[4/3] w-full transition duration-300 group-hover:scale-[1.03] ${closed ? 'opacity-60 grayscale' : ''}`}
        />
        {closed ? <span className="absolute inset-x-2 bottom-2 flex">{closed}</span> : null}
      </span>
      <span
        lang={category.text_lang?.name}
        className="mt-2 block px-0.5 text-[15px] leading-snug font-semibold text-ink"
      >
        {category.name}
      </span>
      {category.description ? (
        <span
          lang={category.text_lang?.description}
          className="mt-0.5 line-clamp-1 block px-0.5 text-xs text-ink-muted"
        >
          {category.description}
        </span>
      ) : null}
    </Link>
  );
}
