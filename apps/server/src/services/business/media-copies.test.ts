import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { originalOfMissingCopy, writeWidthCopies } from './media-copies.ts';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-media-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } });
const widthOf = async (file: string) => (await sharp(file).metadata()).width;
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe('writeWidthCopies', () => {
  it('writes webp copies of single files at each width, never wider than the file, and none of image bases', async () => {
    await fs.mkdir(path.join(dir, 'banners'));
    await fs.mkdir(path.join(dir, 'items'));
    await picture(1200, 400).webp().toFile(path.join(dir, 'header.webp'));
    await picture(256, 256).png().toFile(path.join(dir, 'logo.png'));
    await picture(1200, 500)
      .jpeg()
      .toFile(path.join(dir, 'banners', 'sale.jpg'));
    await picture(400, 300)
      .webp()
      .toFile(path.join(dir, 'items', 'tea.webp'));
    await picture(800, 600)
      .webp()
      .toFile(path.join(dir, 'items', 'tea@2x.webp'));

    expect(await writeWidthCopies(dir)).toBe(18);

    expect(await widthOf(path.join(dir, 'header.w160.webp'))).toBe(160);
    expect(await widthOf(path.join(dir, 'header.w640.webp'))).toBe(640);
    expect(await widthOf(path.join(dir, 'header.w800.webp'))).toBe(800);
    // As wide as the webp file or wider: the file itself.
    expect(await fs.readFile(path.join(dir, 'header.w1280.webp'))).toEqual(
      await fs.readFile(path.join(dir, 'header.webp')),
    );
    expect(await widthOf(path.join(dir, 'logo.w160.webp'))).toBe(160);
    expect(await widthOf(path.join(dir, 'logo.w320.webp'))).toBe(256);
    expect((await sharp(path.join(dir, 'banners', 'sale.w320.webp')).metadata()).format).toBe('webp');
    expect(await exists(path.join(dir, 'items', 'tea.w320.webp'))).toBe(false);
    expect(await exists(path.join(dir, 'items', 'tea@2x.w320.webp'))).toBe(false);
    // Copies are not copied again, and are kept while newer than their file.
    expect(await writeWidthCopies(dir)).toBe(0);
  });

  it('writes nothing for a folder that does not exist, and skips a file sharp cannot read', async () => {
    expect(await writeWidthCopies(path.join(dir, 'none'))).toBe(0);
    await fs.writeFile(path.join(dir, 'broken.webp'), 'not an image');
    expect(await writeWidthCopies(dir)).toBe(0);
  });
});

describe('originalOfMissingCopy', () => {
  it('names the file a missing copy is of, whatever its format', async () => {
    await fs.mkdir(path.join(dir, 'demo'));
    await fs.writeFile(path.join(dir, 'demo', 'logo.png'), 'png');
    await fs.writeFile(path.join(dir, 'demo', 'my header.webp'), 'webp');
    expect(await originalOfMissingCopy(dir, '/media/demo/logo.w160.webp')).toEqual({
      file: path.join(dir, 'demo', 'logo.png'),
      type: 'image/png',
    });
    expect(await originalOfMissingCopy(dir, '/media/demo/my%20header.w640.webp')).toEqual({
      file: path.join(dir, 'demo', 'my header.webp'),
      type: 'image/webp',
    });
  });

  it('names nothing for other paths, missing files or paths out of the media folder', async () => {
    // Beside the media folder (which is in the temporary folder): reached with `..`.
    await fs.writeFile(path.join(dir, '..', 'okmenu-outside.webp'), 'x');
    expect(await originalOfMissingCopy(dir, '/media/demo/logo.webp')).toBeUndefined();
    expect(await originalOfMissingCopy(dir, '/media/demo/none.w160.webp')).toBeUndefined();
    expect(await originalOfMissingCopy(dir, '/media/..%2Fokmenu-outside.w160.webp')).toBeUndefined();
    await fs.rm(path.join(dir, '..', 'okmenu-outside.webp'));
    expect(await originalOfMissingCopy(dir, '/media/%E0%A4%A.w160.webp')).toBeUndefined();
  });
});
