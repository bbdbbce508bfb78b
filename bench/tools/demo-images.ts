/**
 * Illustrations for the demo business, drawn as SVG and rendered to webp by sharp (no network, no fonts).
 * Every drawing is 400×300 user units; the caller picks the pixel size.
 */

export type Glyph =
  | 'bowl'
  | 'soup'
  | 'salad'
  | 'skewer'
  | 'wrap'
  | 'rice'
  | 'burger'
  | 'cup'
  | 'tea'
  | 'glass'
  | 'can'
  | 'croissant'
  | 'flatbread'
  | 'pancakes'
  | 'eggs'
  | 'balls'
  | 'kunafa'
  | 'cake'
  | 'fries'
  | 'platter'
  | 'box'
  | 'fish'
  | 'rolls'
  | 'triangles'
  | 'noodles'
  | 'dates'
  | 'chops';

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

const r1 = (n: number) => Math.round(n * 10) / 10;

function dots(
  rnd: () => number,
  count: number,
  cx: number,
  cy: number,
  radius: number,
  size: number,
  colours: string[],
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = rnd() * Math.PI * 2;
    const dist = Math.sqrt(rnd()) * radius;
    const colour = colours[Math.floor(rnd() * colours.length)] ?? '#000';
    out += `<circle cx="${r1(cx + Math.cos(angle) * dist)}" cy="${r1(cy + Math.sin(angle) * dist)}" r="${r1(size * (0.6 + rnd() * 0.6))}" fill="${colour}"/>`;
  }
  return out;
}

const CX = 200;
const CY = 155;

function plate(): string {
  return (
    `<circle cx="${CX + 7}" cy="${CY + 10}" r="112" fill="#000" opacity=".22" filter="url(#blur)"/>` +
    `<circle cx="${CX}" cy="${CY}" r="112" fill="url(#plate)"/>` +
    `<circle cx="${CX}" cy="${CY}" r="86" fill="#f3eee6" stroke="#e2dace" stroke-width="2"/>`
  );
}

function glyphSvg(glyph: Glyph, colour: string, rnd: () => number): string {
  switch (glyph) {
    case 'bowl':
      return (
        `<circle cx="${CX}" cy="${CY}" r="72" fill="${colour}"/>` +
        `<circle cx="${CX}" cy="${CY}" r="50" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="7"/>` +
        `<circle cx="${CX}" cy="${CY}" r="26" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="6"/>` +
        `<ellipse cx="${CX + 4}" cy="${CY - 3}" rx="20" ry="14" fill="#c9b233" opacity=".85"/>` +
        dots(rnd, 14, CX, CY, 55, 3, ['#c0392b', '#a93226']) +
        dots(rnd, 8, CX, CY, 50, 3.5, ['#3f7d20', '#5a9e2f'])
      );
    case 'soup':
      return (
        `<circle cx="${CX}" cy="${CY}" r="76" fill="#fff" stroke="#d8cfc2" stroke-width="4"/>` +
        `<circle cx="${CX}" cy="${CY}" r="64" fill="${colour}"/>` +
        dots(rnd, 16, CX, CY, 40, 5, ['#8a4b16', '#a0601f']) +
        dots(rnd, 10, CX, CY, 50, 2.5, ['#f6f1e7'])
      );
    case 'salad': {
      let leaves = `<circle cx="${CX}" cy="${CY}" r="76" fill="#4f8f33"/>`;
      for (let i = 0; i < 16; i++) {
        const a = rnd() * 360;
        const d = Math.sqrt(rnd()) * 52;
        const x = CX + Math.cos((a * Math.PI) / 180) * d;
        const y = CY + Math.sin((a * Math.PI) / 180) * d;
        const g = ['#6fb43f', '#8bc34a', '#3e7c1f', '#a5d46a'][i % 4];
        leaves += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="22" ry="11" fill="${g}" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})"/>`;
      }
      return (
        leaves +
        dots(rnd, 6, CX, CY, 48, 9, [colour]) +
        dots(rnd, 5, CX, CY, 45, 6, ['#f7f3ea']) +
        dots(rnd, 10, CX, CY, 55, 2.5, ['#7b1e3a'])
      );
    }
    case 'skewer': {
      let out = '';
      for (const dy of [-28, 28]) {
        out += `<line x1="${CX - 100}" y1="${CY + dy + 20}" x2="${CX + 100}" y2="${CY + dy - 20}" stroke="#8b5a2b" stroke-width="5" stroke-linecap="round"/>`;
        for (let i = 0; i < 5; i++) {
          const x = CX - 70 + i * 35;
          const y = CY + dy + 14 - i * 7;
          const fill = i % 2 === 1 && dy > 0 ? '#d8452b' : colour;
          out +=
            `<rect x="${x - 15}" y="${y - 15}" width="30" height="30" rx="9" fill="${fill}" transform="rotate(${-11 + (rnd() - 0.5) * 20} ${x} ${y})"/>` +
            `<line x1="${x - 9}" y1="${y - 6}" x2="${x + 9}" y2="${y - 10}" stroke="#2b1a10" stroke-width="3" opacity=".5"/>` +
            `<line x1="${x - 9}" y1="${y + 5}" x2="${x + 9}" y2="${y + 1}" stroke="#2b1a10" stroke-width="3" opacity=".5"/>`;
        }
      }
      return out + dots(rnd, 8, CX, CY + 60, 22, 3.5, ['#6fb43f']);
    }
    case 'wrap':
      return (
        `<g transform="rotate(-18 ${CX} ${CY})">` +
        `<rect x="${CX - 85}" y="${CY - 30}" width="150" height="60" rx="26" fill="#e6c58d"/>` +
        `<path d="M${CX - 60} ${CY - 28} q8 30 0 56 M${CX - 25} ${CY - 30} q8 30 0 60 M${CX + 10} ${CY - 30} q8 30 0 60" stroke="#c9a064" stroke-width="4" fill="none"/>` +
        `<ellipse cx="${CX + 66}" cy="${CY}" rx="24" ry="30" fill="#f1dcb0"/>` +
        `<ellipse cx="${CX + 68}" cy="${CY}" rx="17" ry="23" fill="${colour}"/>` +
        dots(rnd, 7, CX + 68, CY, 16, 3.5, ['#6fb43f', '#d8452b', '#f7f3ea']) +
        `</g>`
      );
    case 'rice':
      return (
        `<ellipse cx="${CX}" cy="${CY + 4}" rx="80" ry="66" fill="#e9a93b"/>` +
        `<ellipse cx="${CX - 10}" cy="${CY - 6}" rx="58" ry="44" fill="#f2c15a"/>` +
        dots(rnd, 40, CX, CY, 62, 2.2, ['#fff4d6', '#d98e1f']) +
        `<ellipse cx="${CX + 18}" cy="${CY - 8}" rx="36" ry="26" fill="${colour}" transform="rotate(-20 ${CX + 18} ${CY - 8})"/>` +
        `<ellipse cx="${CX + 10}" cy="${CY - 16}" rx="14" ry="8" fill="#fff" opacity=".22"/>` +
        dots(rnd, 9, CX - 30, CY + 25, 20, 3.5, ['#7a4a1c', '#c08040']) +
        dots(rnd, 6, CX, CY, 60, 3, ['#3f7d20'])
      );
    case 'burger':
      return (
        `<ellipse cx="${CX}" cy="${CY + 50}" rx="78" ry="16" fill="#d28a3c"/>` +
        `<rect x="${CX - 80}" y="${CY + 18}" width="160" height="22" rx="11" fill="${colour}"/>` +
        `<path d="M${CX - 82} ${CY + 14} l16 14 l16 -12 l16 12 l16 -12 l16 12 l16 -12 l16 12 l16 -12 l16 12 l4 -10 z" fill="#f4c430"/>` +
        `<path d="M${CX - 84} ${CY + 8} q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 l0 8 l-168 0 z" fill="#6fb43f"/>` +
        `<path d="M${CX - 80} ${CY + 6} q0 -74 80 -74 q80 0 80 74 z" fill="#e39a45"/>` +
        `<path d="M${CX - 60} ${CY - 30} q30 -30 70 -22" stroke="#fff" stroke-opacity=".35" stroke-width="8" fill="none" stroke-linecap="round"/>` +
        dots(rnd, 12, CX, CY - 30, 40, 2.6, ['#fbf3dc'])
      );
    case 'cup':
      return (
        `<rect x="${CX + 52}" y="${CY - 12}" width="40" height="24" rx="12" fill="#f9f6f1" stroke="#d8cfc2" stroke-width="3"/>` +
        `<circle cx="${CX}" cy="${CY}" r="64" fill="#f9f6f1" stroke="#d8cfc2" stroke-width="3"/>` +
        `<circle cx="${CX}" cy="${CY}" r="52" fill="${colour}"/>` +
        `<circle cx="${CX}" cy="${CY}" r="52" fill="none" stroke="#d9a86c" stroke-width="5" opacity=".6"/>` +
        `<path d="M${CX} ${CY + 26} C ${CX - 40} ${CY - 4}, ${CX - 22} ${CY - 36}, ${CX} ${CY - 14} C ${CX + 22} ${CY - 36}, ${CX + 40} ${CY - 4}, ${CX} ${CY + 26} z" fill="#f3e2c7" opacity=".9"/>`
      );
    case 'tea':
      return (
        `<ellipse cx="${CX}" cy="${CY + 52}" rx="70" ry="18" fill="#f9f6f1" stroke="#d8cfc2" stroke-width="3"/>` +
        `<path d="M${CX - 40} ${CY - 60} L${CX + 40} ${CY - 60} Q${CX + 24} ${CY - 8} ${CX + 36} ${CY + 48} L${CX - 36} ${CY + 48} Q${CX - 24} ${CY - 8} ${CX - 40} ${CY - 60} z" fill="#fff" fill-opacity=".5" stroke="#cfc6b8" stroke-width="3"/>` +
        `<path d="M${CX - 36} ${CY - 38} L${CX + 36} ${CY - 38} Q${CX + 22} ${CY - 4} ${CX + 33} ${CY + 45} L${CX - 33} ${CY + 45} Q${CX - 22} ${CY - 4} ${CX - 36} ${CY - 38} z" fill="${colour}"/>` +
        `<rect x="${CX - 24}" y="${CY - 34}" width="8" height="70" rx="4" fill="#fff" opacity=".3"/>` +
        `<ellipse cx="${CX}" cy="${CY - 38}" rx="36" ry="6" fill="#f0d9b5" opacity=".8"/>`
      );
    case 'glass':
      return (
        `<line x1="${CX + 10}" y1="${CY - 100}" x2="${CX + 30}" y2="${CY - 30}" stroke="#e74c3c" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="M${CX - 46} ${CY - 80} L${CX + 46} ${CY - 80} L${CX + 36} ${CY + 78} L${CX - 36} ${CY + 78} z" fill="#fff" fill-opacity=".45" stroke="#cfc6b8" stroke-width="3"/>` +
        `<path d="M${CX - 43} ${CY - 54} L${CX + 43} ${CY - 54} L${CX + 34} ${CY + 75} L${CX - 34} ${CY + 75} z" fill="${colour}"/>` +
        `<rect x="${CX - 30}" y="${CY - 48}" width="9" height="112" rx="4" fill="#fff" opacity=".3"/>` +
        `<circle cx="${CX - 44}" cy="${CY - 80}" r="26" fill="#f7d154" stroke="#e0a526" stroke-width="4"/>` +
        `<path d="M${CX - 44} ${CY - 100} L${CX - 44} ${CY - 60} M${CX - 64} ${CY - 80} L${CX - 24} ${CY - 80}" stroke="#fff6cf" stroke-width="3"/>` +
        dots(rnd, 5, CX, CY - 40, 20, 2.5, ['#fff'])
      );
    case 'can':
      return (
        `<rect x="${CX - 42}" y="${CY - 80}" width="84" height="160" rx="14" fill="${colour}"/>` +
        `<ellipse cx="${CX}" cy="${CY - 80}" rx="42" ry="10" fill="#cfd4da"/>` +
        `<ellipse cx="${CX}" cy="${CY - 80}" rx="16" ry="4" fill="#9aa3ad"/>` +
        `<rect x="${CX - 42}" y="${CY - 14}" width="84" height="26" fill="#fff" opacity=".85"/>` +
        `<rect x="${CX - 30}" y="${CY - 70}" width="10" height="140" rx="5" fill="#fff" opacity=".25"/>` +
        `<ellipse cx="${CX}" cy="${CY + 80}" rx="42" ry="8" fill="#000" opacity=".15"/>`
      );
    case 'croissant':
      return (
        `<path d="M${CX - 95} ${CY + 30} C ${CX - 80} ${CY - 70}, ${CX + 80} ${CY - 70}, ${CX + 95} ${CY + 30} C ${CX + 60} ${CY - 5}, ${CX - 60} ${CY - 5}, ${CX - 95} ${CY + 30} z" fill="${colour}"/>` +
        `<path d="M${CX - 55} ${CY - 22} q10 22 6 34 M${CX - 20} ${CY - 40} q8 28 4 42 M${CX + 20} ${CY - 40} q-8 28 -4 42 M${CX + 55} ${CY - 22} q-10 22 -6 34" stroke="#8a4b16" stroke-width="5" fill="none" opacity=".55"/>` +
        `<path d="M${CX - 50} ${CY - 36} q50 -30 100 0" stroke="#fff" stroke-opacity=".3" stroke-width="7" fill="none"/>` +
        dots(rnd, 10, CX, CY - 25, 30, 2.2, ['#f6eddc', '#3f7d20'])
      );
    case 'flatbread':
      return (
        `<circle cx="${CX}" cy="${CY}" r="82" fill="#e0ac64"/>` +
        `<circle cx="${CX}" cy="${CY}" r="70" fill="${colour}"/>` +
        dots(rnd, 60, CX, CY, 66, 3, ['#5b6b2a', '#6f7f35', '#49561f', '#b33a2b']) +
        dots(rnd, 18, CX, CY, 66, 2, ['#f8ecd0'])
      );
    case 'pancakes':
      return (
        `<ellipse cx="${CX}" cy="${CY + 30}" rx="80" ry="34" fill="#b86b25"/>` +
        `<ellipse cx="${CX}" cy="${CY + 14}" rx="80" ry="34" fill="${colour}"/>` +
        `<ellipse cx="${CX}" cy="${CY - 2}" rx="80" ry="34" fill="#b86b25"/>` +
        `<ellipse cx="${CX}" cy="${CY - 18}" rx="80" ry="34" fill="${colour}"/>` +
        `<path d="M${CX - 50} ${CY - 24} q20 -20 40 0 t40 0 t30 4 l-4 30 q-6 -12 -10 0 l-4 -18 q-20 10 -40 -2 l-4 26 q-8 -14 -10 -20 z" fill="#5a2d0c" opacity=".85"/>` +
        `<ellipse cx="${CX + 10}" cy="${CY - 28}" rx="18" ry="8" fill="#fff5e6"/>`
      );
    case 'eggs':
      return (
        `<rect x="${CX + 70}" y="${CY - 10}" width="90" height="20" rx="10" fill="#2d2d2d"/>` +
        `<circle cx="${CX}" cy="${CY}" r="84" fill="#2d2d2d"/>` +
        `<circle cx="${CX}" cy="${CY}" r="72" fill="${colour}"/>` +
        dots(rnd, 18, CX, CY, 62, 5, ['#a52a1a', '#e05a3a']) +
        `<path d="M${CX - 52} ${CY - 30} q18 -22 40 -6 q16 16 -2 34 q-22 14 -36 0 q-14 -12 -2 -28 z" fill="#fbfaf5"/>` +
        `<circle cx="${CX - 32}" cy="${CY - 12}" r="13" fill="#f5b21b"/>` +
        `<path d="M${CX + 8} ${CY + 4} q20 -20 42 -4 q16 18 -4 36 q-20 12 -36 -2 q-12 -14 -2 -30 z" fill="#fbfaf5"/>` +
        `<circle cx="${CX + 28}" cy="${CY + 20}" r="13" fill="#f5b21b"/>` +
        dots(rnd, 12, CX, CY, 60, 2.5, ['#3f7d20'])
      );
    case 'balls': {
      let out = '';
      const spots: [number, number][] = [
        [0, 0],
        [-44, -22],
        [44, -22],
        [-44, 28],
        [44, 28],
        [0, -50],
        [0, 50],
      ];
      for (const [dx, dy] of spots) {
        out +=
          `<circle cx="${CX + dx}" cy="${CY + dy}" r="24" fill="${colour}"/>` +
          `<circle cx="${CX + dx - 7}" cy="${CY + dy - 8}" r="8" fill="#fff" opacity=".25"/>`;
      }
      return out + dots(rnd, 24, CX, CY, 70, 2, ['#f6eddc', '#3b2410']);
    }
    case 'kunafa': {
      let lines = '';
      for (let i = 0; i < 40; i++) {
        const a = rnd() * Math.PI * 2;
        const d = 20 + rnd() * 50;
        const x = CX + Math.cos(a) * d;
        const y = CY + Math.sin(a) * d;
        lines += `<path d="M${r1(x)} ${r1(y)} q6 -6 12 0" stroke="#b95c12" stroke-width="2.5" fill="none"/>`;
      }
      return (
        `<circle cx="${CX}" cy="${CY}" r="76" fill="${colour}"/>` +
        lines +
        dots(rnd, 40, CX, CY, 24, 3, ['#7fb547', '#9acb62', '#5e8f2c'])
      );
    }
    case 'cake':
      return (
        `<path d="M${CX - 80} ${CY + 50} L${CX + 70} ${CY + 50} L${CX + 70} ${CY - 30} L${CX - 80} ${CY - 50} z" fill="#f7e7c4"/>` +
        `<path d="M${CX - 80} ${CY + 20} L${CX + 70} ${CY + 20} L${CX + 70} ${CY + 6} L${CX - 80} ${CY + 6} z" fill="${colour}"/>` +
        `<path d="M${CX - 80} ${CY - 14} L${CX + 70} ${CY - 14} L${CX + 70} ${CY - 26} L${CX - 80} ${CY - 30} z" fill="${colour}"/>` +
        `<path d="M${CX - 84} ${CY - 52} L${CX + 74} ${CY - 32} q4 -16 -10 -18 L${CX - 80} ${CY - 66} q-10 4 -4 14 z" fill="#fff8ec"/>` +
        dots(rnd, 16, CX, CY - 50, 40, 3, ['#7fb547', '#d98e1f', '#b3261e'])
      );
    case 'fries': {
      let sticks = '';
      for (let i = 0; i < 9; i++) {
        const x = CX - 44 + i * 11;
        const h = 60 + rnd() * 40;
        sticks += `<rect x="${x}" y="${r1(CY - h)}" width="10" height="${r1(h)}" rx="3" fill="#f5c542" transform="rotate(${r1((rnd() - 0.5) * 16)} ${x} ${CY})"/>`;
      }
      return (
        sticks +
        `<path d="M${CX - 60} ${CY - 10} L${CX + 60} ${CY - 10} L${CX + 46} ${CY + 80} L${CX - 46} ${CY + 80} z" fill="${colour}"/>` +
        `<path d="M${CX - 56} ${CY + 10} L${CX + 56} ${CY + 10}" stroke="#fff" stroke-width="6" opacity=".8"/>`
      );
    }
    case 'platter':
      return (
        `<ellipse cx="${CX}" cy="${CY}" rx="104" ry="80" fill="#c9a46b"/>` +
        `<ellipse cx="${CX}" cy="${CY}" rx="94" ry="70" fill="#f2c15a"/>` +
        dots(rnd, 60, CX, CY, 60, 2.2, ['#fff4d6', '#d98e1f']) +
        `<ellipse cx="${CX}" cy="${CY - 4}" rx="46" ry="34" fill="${colour}"/>` +
        `<ellipse cx="${CX - 10}" cy="${CY - 14}" rx="16" ry="9" fill="#fff" opacity=".2"/>` +
        dots(rnd, 14, CX, CY, 80, 4, ['#7a4a1c', '#3f7d20', '#c0392b'])
      );
    case 'box':
      return (
        `<g transform="rotate(-8 ${CX} ${CY})">` +
        `<rect x="${CX - 78}" y="${CY - 62}" width="156" height="124" rx="10" fill="${colour}"/>` +
        `<rect x="${CX - 10}" y="${CY - 62}" width="20" height="124" fill="#f3d27a"/>` +
        `<rect x="${CX - 78}" y="${CY - 10}" width="156" height="20" fill="#f3d27a"/>` +
        `<ellipse cx="${CX - 22}" cy="${CY - 16}" rx="24" ry="12" fill="#e6b94a" transform="rotate(-30 ${CX - 22} ${CY - 16})"/>` +
        `<ellipse cx="${CX + 22}" cy="${CY - 16}" rx="24" ry="12" fill="#e6b94a" transform="rotate(30 ${CX + 22} ${CY - 16})"/>` +
        `<circle cx="${CX}" cy="${CY}" r="10" fill="#d9a52e"/>` +
        `</g>`
      );
    case 'fish':
      return (
        `<path d="M${CX - 90} ${CY} Q${CX - 20} ${CY - 70} ${CX + 60} ${CY} Q${CX - 20} ${CY + 70} ${CX - 90} ${CY} z" fill="${colour}"/>` +
        `<path d="M${CX + 50} ${CY} L${CX + 100} ${CY - 36} L${CX + 92} ${CY} L${CX + 100} ${CY + 36} z" fill="${colour}"/>` +
        `<circle cx="${CX - 56}" cy="${CY - 8}" r="6" fill="#222"/>` +
        `<path d="M${CX - 30} ${CY - 30} l-18 60 M${CX} ${CY - 34} l-18 68 M${CX + 30} ${CY - 24} l-14 48" stroke="#3b2410" stroke-width="5" opacity=".45"/>` +
        `<path d="M${CX + 10} ${CY + 70} a26 26 0 0 1 52 0 z" fill="#f7d154" stroke="#e0a526" stroke-width="3"/>` +
        dots(rnd, 8, CX - 60, CY + 55, 20, 3, ['#3f7d20'])
      );
    case 'rolls': {
      let out = '';
      for (let i = 0; i < 6; i++) {
        const x = CX - 56 + (i % 3) * 50;
        const y = CY - 24 + Math.floor(i / 3) * 48;
        out +=
          `<rect x="${x - 20}" y="${y - 14}" width="46" height="30" rx="14" fill="${colour}" transform="rotate(${r1((rnd() - 0.5) * 20)} ${x} ${y})"/>` +
          `<path d="M${x - 8} ${y - 10} q4 12 0 24 M${x + 6} ${y - 12} q4 12 0 24" stroke="#1e3b12" stroke-width="2.5" fill="none" opacity=".5"/>`;
      }
      return (
        out +
        `<circle cx="${CX + 74}" cy="${CY - 58}" r="18" fill="#f7d154" stroke="#e0a526" stroke-width="3"/>` +
        `<circle cx="${CX + 74}" cy="${CY - 58}" r="9" fill="#fff6cf"/>`
      );
    }
    case 'triangles': {
      let out = '';
      const places: [number, number, number][] = [
        [-40, -30, 0],
        [40, -30, 60],
        [0, 30, 20],
        [-60, 40, 90],
        [60, 40, -30],
      ];
      for (const [dx, dy, rot] of places) {
        const x = CX + dx;
        const y = CY + dy;
        out +=
          `<path d="M${x - 30} ${y + 20} L${x + 30} ${y + 20} L${x} ${y - 30} z" fill="${colour}" stroke="#c07a2c" stroke-width="4" stroke-linejoin="round" transform="rotate(${rot} ${x} ${y})"/>` +
          `<circle cx="${x}" cy="${y + 4}" r="4" fill="#fff" opacity=".3"/>`;
      }
      return out + dots(rnd, 10, CX, CY, 70, 3, ['#3f7d20']);
    }
    case 'noodles': {
      let out = `<circle cx="${CX}" cy="${CY}" r="76" fill="${colour}"/>`;
      for (let i = 0; i < 26; i++) {
        const a = rnd() * Math.PI * 2;
        const d = rnd() * 60;
        const x = CX + Math.cos(a) * d;
        const y = CY + Math.sin(a) * d;
        out += `<path d="M${r1(x - 14)} ${r1(y)} q7 -9 14 0 t14 0" stroke="#c9861d" stroke-width="2.5" fill="none"/>`;
      }
      return (
        out +
        `<path d="M${CX - 40} ${CY - 46} q46 -26 84 6 q12 40 -30 46 q-40 2 -54 -52 z" fill="#f7d66b" opacity=".95"/>` +
        dots(rnd, 10, CX, CY, 60, 2.5, ['#8a1f1f'])
      );
    }
    case 'dates': {
      let out = '';
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2 + rnd() * 0.3;
        const d = i === 0 ? 0 : 46;
        const x = CX + Math.cos(a) * d;
        const y = CY + Math.sin(a) * d;
        out +=
          `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="24" ry="14" fill="${colour}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x)} ${r1(y)})"/>` +
          `<ellipse cx="${r1(x - 4)}" cy="${r1(y - 4)}" rx="8" ry="4" fill="#fff" opacity=".2"/>`;
      }
      return out;
    }
    case 'chops': {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const x = CX - 50 + i * 50;
        const y = CY + (i % 2 === 0 ? 10 : -12);
        out +=
          `<line x1="${x}" y1="${y - 10}" x2="${x + 6}" y2="${y - 70}" stroke="#f5efe3" stroke-width="9" stroke-linecap="round"/>` +
          `<ellipse cx="${x}" cy="${y + 14}" rx="30" ry="36" fill="${colour}"/>` +
          `<path d="M${x - 14} ${y} l28 10 M${x - 16} ${y + 18} l28 10" stroke="#2b1a10" stroke-width="4" opacity=".45"/>`;
      }
      return out + dots(rnd, 10, CX, CY + 60, 40, 3.5, ['#6fb43f', '#d8452b']);
    }
  }
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
