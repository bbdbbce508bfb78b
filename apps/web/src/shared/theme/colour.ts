/** Parses "#rgb", "#rrggbb(aa)", "rgb(…)" or "rgba(…)" into 0-255 channels; null when unreadable. */
export function parseColour(value: string): [number, number, number] | null {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return channels.every((c) => Number.isFinite(c)) ? (channels as [number, number, number]) : null;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(text)?.[1];
  if (rgb) {
    const channels = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .slice(0, 3)
      .map((part) => (part.endsWith('%') ? (parseFloat(part) * 255) / 100 : parseFloat(part)));
    return channels.length === 3 && channels.every((c) => Number.isFinite(c))
      ? (channels as [number, number, number])
      : null;
  }
  return null;
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White or near-black, whichever reads better on the given background colour. */
export function readableTextOn(background: string): string {
  const rgb = parseColour(background);
  if (!rgb) return '#ffffff';
  const luminance = relativeLuminance(rgb);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  return contrastWithWhite >= 4.5 ? '#ffffff' : '#16121a';
}
