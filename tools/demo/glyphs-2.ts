/** Dish drawings, second half: eggs, balls':, kunafa':, cake, fries':, platter, box, fish, rolls':, triangles':, noodles':, dates':, chops':. Each is centred on the plate (CX, CY). */
import { CX, CY, dots, r1, type Glyph } from './glyph-kit.ts';

export function glyphSvg2(glyph: Glyph, colour: string, rnd: () => number): string | undefined {
  switch (glyph) {
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
    default:
      return undefined;
  }
}
