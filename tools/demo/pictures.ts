/**
 * Illustrations for the demo business, drawn as SVG and rendered to webp by sharp (no network, no fonts).
 * Every drawing is 400×300 user units; the caller picks the pixel size.
 */

import { CX, CY, r1, type Glyph } from './glyph-kit.ts';
import { glyphSvg1 } from './glyphs-1.ts';
import { glyphSvg2 } from './glyphs-2.ts';

export type { Glyph } from './glyph-kit.ts';

export interface Palette {
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
}

/** A small deterministic random generator (mulberry32) seeded from a string. */
export function seeded(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function plate(): string {
  return (
    `<circle cx="${CX + 7}" cy="${CY + 10}" r="112" fill="#000" opacity=".22" filter="url(#blur)"/>` +
    `<circle cx="${CX}" cy="${CY}" r="112" fill="url(#plate)"/>` +
    `<circle cx="${CX}" cy="${CY}" r="86" fill="#f3eee6" stroke="#e2dace" stroke-width="2"/>`
  );
}

function glyphSvg(glyph: Glyph, colour: string, rnd: () => number): string {
  const svg = glyphSvg1(glyph, colour, rnd) ?? glyphSvg2(glyph, colour, rnd);
  if (svg === undefined) throw new Error(`No drawing for ${glyph}`);
  return svg;
}

/** An item or category picture: a gradient table, a plate and the dish. */
export function dishSvg(glyph: Glyph, colour: string, palette: Palette, seed: string, width: number): string {
  const rnd = seeded(seed);
  const height = Math.round((width * 3) / 4);
  let pattern = '';
  for (let i = 0; i < 5; i++) {
    pattern += `<circle cx="${r1(rnd() * 400)}" cy="${r1(rnd() * 300)}" r="${r1(40 + rnd() * 80)}" fill="#fff" opacity="${r1(0.06 + rnd() * 0.08)}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="plate" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4ddd2"/></radialGradient>` +
    `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>` +
    `<rect width="400" height="300" fill="url(#bg)"/>` +
    pattern +
    plate() +
    glyphSvg(glyph, colour, rnd) +
    `</svg>`
  );
}

/** The brand mark: a saffron crocus in a round badge, on a transparent background. */
export function logoSvg(size: number): string {
  let petals = '';
  for (let i = 0; i < 6; i++) {
    const angle = i * 60 + (i % 2) * 10;
    petals += `<ellipse cx="128" cy="92" rx="20" ry="46" fill="${i % 2 === 0 ? '#7d4fa0' : '#9a6cc0'}" transform="rotate(${angle} 128 128)"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">` +
    `<defs><radialGradient id="g" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="#c2571f"/><stop offset="1" stop-color="#7f2d0b"/></radialGradient></defs>` +
    `<circle cx="128" cy="128" r="124" fill="url(#g)"/>` +
    `<circle cx="128" cy="128" r="110" fill="none" stroke="#f6e7c8" stroke-width="5"/>` +
    `<circle cx="128" cy="128" r="100" fill="none" stroke="#f6e7c8" stroke-width="1.5" stroke-dasharray="3 6"/>` +
    petals +
    `<path d="M128 128 L104 70 M128 128 L128 62 M128 128 L152 70" stroke="#e94e1b" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="104" cy="68" r="7" fill="#f5a623"/><circle cx="128" cy="60" r="7" fill="#f5a623"/><circle cx="152" cy="68" r="7" fill="#f5a623"/>` +
    `<circle cx="128" cy="128" r="14" fill="#f6e7c8"/>` +
    `<path d="M70 190 q58 28 116 0" stroke="#f6e7c8" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="84" cy="206" r="4" fill="#f6e7c8"/><circle cx="128" cy="214" r="4" fill="#f6e7c8"/><circle cx="172" cy="206" r="4" fill="#f6e7c8"/>` +
    `</svg>`
  );
}

/** Eight-pointed stars (khatam) over a warm gradient. */
function starPattern(width: number, height: number, step: number, opacity: number): string {
  let out = '';
  for (let y = step / 2; y < height + step; y += step) {
    for (let x = step / 2; x < width + step; x += step) {
      const s = step * 0.3;
      out +=
        `<rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="2"/>` +
        `<rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="2" transform="rotate(45 ${x} ${y})"/>`;
    }
  }
  return out;
}

export function headerSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8f3a12"/><stop offset=".55" stop-color="#b5541d"/><stop offset="1" stop-color="#1f6f6b"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#bg)"/>` +
    starPattern(1200, 400, 100, 0.12) +
    `<path d="M0 330 Q300 280 600 330 T1200 330 L1200 400 L0 400 z" fill="#000" opacity=".18"/>` +
    `</svg>`
  );
}

/** A promotional banner: gradient with a pattern on the left and a big dish on the right. */
export function bannerSvg(glyph: Glyph, colour: string, palette: Palette, seed: string): string {
  const rnd = seeded(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="plate" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4ddd2"/></radialGradient>` +
    `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter></defs>` +
    `<rect width="1200" height="500" fill="url(#bg)"/>` +
    starPattern(640, 500, 120, 0.1) +
    `<circle cx="880" cy="250" r="260" fill="#fff" opacity=".08"/>` +
    `<g transform="translate(560 20) scale(1.55)">` +
    plate() +
    glyphSvg(glyph, colour, rnd) +
    `</g>` +
    `</svg>`
  );
}
