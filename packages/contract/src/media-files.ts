/**
 * Media files beside the one an import names (SPEC §9). A path without an extension names an image base with
 * `<base>.webp` and `<base>@2x.webp` (densities 1 and 2). A path with one (a header, logo or banner, usually
 * drawn at one size whatever its file's) also has webp copies at these widths, which the server writes at import
 * (`<name>.w<width>.webp`, never wider than the file itself), so a page asks for the copy fit for its display.
 */
export const mediaWidths = [160, 320, 480, 640, 800, 1280] as const;

const widthCopied = /\.(webp|png|jpe?g)$/i;

/** Whether a media path is a single raster file with width copies (not a base, an SVG or a GIF). */
export function hasWidthCopies(path: string): boolean {
  return widthCopied.test(path) && !/@2x\.[a-z]+$/i.test(path) && !/\.w\d+\.webp$/i.test(path);
}

/** The path of a single file's copy at a width (`/media/a/header.webp` → `/media/a/header.w640.webp`). */
export function widthCopyPath(path: string, width: number): string {
  return path.replace(widthCopied, `.w${width}.webp`);
}

/** The `srcset` of a single file's width copies. */
export function widthSrcset(path: string): string {
  return mediaWidths.map((width) => `${widthCopyPath(path, width)} ${width}w`).join(', ');
}

/**
 * How wide the single-file pictures are drawn (the `sizes` of their `<img>`), shared by the web app and the
 * server's page, whose preload and first picture must ask for the very file the app will (apps/server
 * app-shell.ts, apps/web business-header.tsx, banner-carousel.tsx, top-nav.tsx).
 */
export const mediaDisplaySizes = {
  /** The business cover: the whole phone's width; on wider screens the page's column less its padding. */
  cover: '(min-width: 72rem) 69rem, (min-width: 48rem) calc(100vw - 3rem), 100vw',
  /** A banner slide: 86 % of a phone's width, 60 % from 40rem, half the column from 48rem. */
  banner: '(min-width: 72rem) 34rem, (min-width: 48rem) 50vw, (min-width: 40rem) 60vw, 86vw',
  /** The logo under the cover (size-20, md:size-24). */
  logo: '(min-width: 48rem) 6rem, 5rem',
  /** The logo in the top bar (size-9). */
  navLogo: '2.25rem',
} as const;
