import { mediaDisplaySizes } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { prepareBody } from '../services/shared/response-cache.ts';
import { composeBootHtml } from './app-shell.ts';

const html =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>OK Menu</title></head>' +
  '<body><div id="root"></div></body></html>';
const body = prepareBody({ restaurant: { reference_id: 'bistro' } });
const copies = (stem: string) =>
  [160, 320, 480, 640, 800, 1280].map((width) => `${stem}.w${width}.webp ${width}w`).join(', ');

describe('composeBootHtml', () => {
  it('preloads and paints a single-file cover from its width copies, with the sizes the app draws it at', () => {
    const page = composeBootHtml(html, {
      referenceId: 'bistro',
      locale: 'en',
      body,
      page: 'typeHome',
      image: '/media/bistro/header.jpg',
      cover: '/media/bistro/header.jpg',
    });
    expect(page).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" fetchpriority="high" href="/media/bistro/header.jpg" ' +
        `imagesrcset="${copies('/media/bistro/header')}" imagesizes="${mediaDisplaySizes.cover}" />`,
    );
    expect(page).toContain(
      `<img src="/media/bistro/header.jpg" srcset="${copies('/media/bistro/header')}" sizes="${mediaDisplaySizes.cover}" alt=""`,
    );
  });

  it('preloads a logo, on a type home without a cover, at the size the app draws it', () => {
    const page = composeBootHtml(html, {
      referenceId: 'bistro',
      locale: 'en',
      body,
      page: 'typeHome',
      image: '/media/bistro/logo.png',
      cover: null,
    });
    expect(page).toContain(
      `href="/media/bistro/logo.png" imagesrcset="${copies('/media/bistro/logo')}" imagesizes="${mediaDisplaySizes.logo}" />`,
    );
    expect(page).not.toContain('boot-cover');
  });

  it('keeps an item photo as the app draws it: a 1x/2x base, or a single file without copies', () => {
    const base = composeBootHtml(html, {
      referenceId: 'bistro',
      locale: 'en',
      body,
      page: 'item',
      image: '/media/bistro/items/tea',
      cover: '/media/bistro/items/tea',
    });
    expect(base).toContain(
      'href="/media/bistro/items/tea.webp" imagesrcset="/media/bistro/items/tea.webp 1x, /media/bistro/items/tea@2x.webp 2x" />',
    );
    const file = composeBootHtml(html, {
      referenceId: 'bistro',
      locale: 'en',
      body,
      page: 'item',
      image: '/media/bistro/items/tea.jpg',
      cover: '/media/bistro/items/tea.jpg',
    });
    expect(file).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/bistro/items/tea.jpg" />');
    expect(file).toContain('<img src="/media/bistro/items/tea.jpg" alt=""');
  });
});

describe('composeBootHtml on the built index.html', () => {
  it('writes the image preload right after the viewport, whose width its sizes are read against', () => {
    const built =
      '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n' +
      '<title>OK Menu</title></head><body><div id="root"></div></body></html>';
    const page = composeBootHtml(built, {
      referenceId: 'bistro',
      locale: 'en',
      body,
      page: 'typeHome',
      image: '/media/bistro/header.jpg',
      cover: null,
    });
    expect(page).toContain('<meta name="viewport" content="width=device-width" /><link rel="preload" as="image"');
  });
});
