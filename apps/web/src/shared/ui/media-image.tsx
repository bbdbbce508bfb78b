import { hasWidthCopies, widthSrcset } from '@okmenu/contract/media-files';
import { useState } from 'react';
import { PlateIcon } from './icons.tsx';

const fileExtension = /\.(webp|png|jpe?g|gif|svg|avif)$/i;

/**
 * `src`, `srcSet` and `sizes` for a media path. Paths without an extension name an image base: the files
 * `<image>.webp` and `<image>@2x.webp` exist (SPEC §9: densities 1 and 2, webp). A single raster file drawn
 * at a known size (`sizes`, from contract `mediaDisplaySizes`) has webp copies by width that the server wrote
 * at import (contract media-files.ts): the browser picks the one fit for the display.
 */
export function mediaSources(path: string, sizes?: string): { src: string; srcSet?: string; sizes?: string } {
  if (fileExtension.test(path)) {
    return sizes && hasWidthCopies(path) ? { src: path, srcSet: widthSrcset(path), sizes } : { src: path };
  }
  return { src: `${path}.webp`, srcSet: `${path}@2x.webp 2x` };
}

interface MediaImageProps {
  path: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once; otherwise the browser loads it lazily. */
  eager?: boolean;
  /** The page's largest image (LCP): ask for it first. */
  priority?: boolean;
  /** How wide it is drawn (an `<img sizes>`), for a single file's width copies: contract `mediaDisplaySizes`. */
  sizes?: string;
}

/** A media image with fixed dimensions (no layout shift) and a placeholder when it is missing or fails. */
export function MediaImage({ path, alt, width, height, className = '', eager, priority, sizes }: MediaImageProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  if (!path || failedPath === path) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`${className} grid place-items-center bg-gradient-to-br from-primary/15 to-accent/15 text-primary/60 dark:from-primary/30 dark:to-accent/20 dark:text-white/50`}
      >
        <PlateIcon className="size-1/3 max-h-16 max-w-16" />
      </div>
    );
  }
  const sources = mediaSources(path, sizes);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedPath(path)}
      className={`${className} object-cover`}
    />
  );
}
