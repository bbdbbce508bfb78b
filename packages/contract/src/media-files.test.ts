import { describe, expect, it } from 'vitest';
import { hasWidthCopies, widthCopyPath, widthSrcset } from './media-files.ts';

describe('media width copies', () => {
  it('are made of single raster files only: not of image bases, their 2x files, copies, SVGs or GIFs', () => {
    expect(hasWidthCopies('/media/demo/header.webp')).toBe(true);
    expect(hasWidthCopies('/media/demo/logo.PNG')).toBe(true);
    expect(hasWidthCopies('/media/demo/banners/a.jpeg')).toBe(true);
    expect(hasWidthCopies('/media/demo/items/fattoush')).toBe(false);
    expect(hasWidthCopies('/media/demo/items/fattoush@2x.webp')).toBe(false);
    expect(hasWidthCopies('/media/demo/header.w640.webp')).toBe(false);
    expect(hasWidthCopies('/media/demo/logo.svg')).toBe(false);
    expect(hasWidthCopies('/media/demo/spin.gif')).toBe(false);
  });

  it('are webp files named by their width', () => {
    expect(widthCopyPath('/media/demo/header.webp', 640)).toBe('/media/demo/header.w640.webp');
    expect(widthCopyPath('/media/demo/logo.png', 160)).toBe('/media/demo/logo.w160.webp');
    expect(widthSrcset('/media/a/b.jpg')).toBe(
      '/media/a/b.w160.webp 160w, /media/a/b.w320.webp 320w, /media/a/b.w480.webp 480w, ' +
        '/media/a/b.w640.webp 640w, /media/a/b.w800.webp 800w, /media/a/b.w1280.webp 1280w',
    );
  });
});
