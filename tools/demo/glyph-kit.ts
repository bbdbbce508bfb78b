/** What the glyph drawings share: the glyph names, the plate's centre and scattered dots. */

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

export const r1 = (n: number) => Math.round(n * 10) / 10;

export function dots(
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

export const CX = 200;
export const CY = 155;
