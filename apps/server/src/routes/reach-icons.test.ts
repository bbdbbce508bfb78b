import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIcon } from './reach.ts';

describe('makeIcon', () => {
  let dir: string;
  let logoFile: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'icons-'));
    logoFile = path.join(dir, 'logo.webp');
    // A logo with a gradient and soft edges, like a photographed or drawn badge.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
      <defs><radialGradient id="g"><stop offset="0" stop-color="#e07b28"/><stop offset="1" stop-color="#7a2e0e"/></radialGradient></defs>
      <circle cx="400" cy="400" r="380" fill="url(#g)"/><circle cx="400" cy="400" r="120" fill="#f4e9d4"/></svg>`;
    await sharp(Buffer.from(svg)).webp().toFile(logoFile);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes a palette PNG of the logo on the primary colour, smaller than a full-colour one', async () => {
    const icon = await makeIcon({ logoFile, background: '#6d557c', size: 192 });
    const meta = await sharp(icon).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([192, 192]);
    // PNG colour type 3: indexed (decision 0130).
    expect(icon[25]).toBe(3);
    // The same picture in full colour, as icons were written before.
    const logo = await sharp(logoFile).resize(134, 134, { fit: 'contain', background: '#0000' }).png().toBuffer();
    const fullColour = await sharp({ create: { width: 192, height: 192, channels: 4, background: '#6d557c' } })
      .composite([{ input: logo, gravity: 'centre' }])
      .png()
      .toBuffer();
    expect(icon.length).toBeLessThan(fullColour.length * 0.75);

    const { data, info } = await sharp(icon).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - (expected[index] as number)) <= 6);
    // The corner is the primary colour; the centre is the logo's cream dot.
    expect(near(pixel(2, 2), [0x6d, 0x55, 0x7c])).toBe(true);
    expect(near(pixel(96, 96), [0xf4, 0xe9, 0xd4])).toBe(true);
  });

  it('writes the primary colour alone when there is no logo', async () => {
    const icon = await makeIcon({ logoFile: null, background: '#6d557c', size: 512 });
    expect((await sharp(icon).metadata()).width).toBe(512);
    expect(icon[25]).toBe(3);
  });
});
