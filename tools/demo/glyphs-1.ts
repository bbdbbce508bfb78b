/** Dish drawings, first half: bowl, soup, salad':, skewer':, wrap, rice, burger, cup, tea, glass, can, croissant, flatbread, pancakes. Each is centred on the plate (CX, CY). */
import { CX, CY, dots, r1, type Glyph } from './glyph-kit.ts';

export function glyphSvg1(glyph: Glyph, colour: string, rnd: () => number): string | undefined {
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
    default:
      return undefined;
  }
}
