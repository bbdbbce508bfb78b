/**
 * Builds the demo business "Saffron & Salt" (data/demo/business.json) and its pictures (data/demo/media/**)
 * from its content in data/demo/source/*.json. Deterministic: running it twice gives the same files.
 *
 *   npm run demo                  (from the repository root)
 *   npm run demo -- --json-only   (business.json only, without redrawing the pictures)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { format } from 'prettier';
import { businessFileSchema } from '@okmenu/contract';
import { buildDemoFile } from './demo-file.ts';
import { bannerSvg, dishSvg, headerSvg, logoSvg, type Glyph, type Palette } from './pictures.ts';
import { readSource, type DemoSource } from './source.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demoDir = path.join(repoRoot, 'data/demo');
const mediaDir = path.join(demoDir, 'media');

async function webp(svg: string, file: string, quality: number, alpha = false) {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .webp({ quality, effort: 6, ...(alpha ? { alphaQuality: 80 } : {}) })
    .toFile(file);
}

/** Every picture: items (the category's dish unless the item names its own), categories, logo, header, banners. */
async function writeMedia(source: DemoSource) {
  await rm(mediaDir, { recursive: true, force: true });
  const jobs: Promise<void>[] = [];
  const dish = (dir: string, slug: string, glyph: Glyph, colour: string, palette: Palette) => {
    jobs.push(webp(dishSvg(glyph, colour, palette, slug, 400), path.join(mediaDir, dir, `${slug}.webp`), 60));
    jobs.push(webp(dishSvg(glyph, colour, palette, slug, 800), path.join(mediaDir, dir, `${slug}@2x.webp`), 50));
  };
  const categoryById = new Map(source.categories.map((c) => [c.id, c]));
  for (const item of source.items) {
    const category = categoryById.get(item.category);
    if (!category) throw new Error(`Unknown category ${item.category}`);
    dish('items', item.slug, item.glyph ?? category.glyph, item.colour ?? category.colour, category.palette);
  }
  for (const c of source.categories) dish('categories', c.slug, c.glyph, c.colour, c.palette);
  jobs.push(webp(logoSvg(256), path.join(mediaDir, 'logo.webp'), 80, true));
  jobs.push(webp(headerSvg(), path.join(mediaDir, 'header.webp'), 60));
  for (const b of source.offers.banners)
    jobs.push(
      webp(bannerSvg(b.glyph, b.colour, b.palette, b.slug), path.join(mediaDir, 'banners', `${b.slug}.webp`), 60),
    );
  await Promise.all(jobs);
  return jobs.length;
}

async function main() {
  const source = await readSource(path.join(demoDir, 'source'));
  const demoFile = buildDemoFile(source);
  const parsed = businessFileSchema.safeParse(demoFile);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    throw new Error('The demo business does not match businessFileSchema');
  }
  const json = await format(JSON.stringify(demoFile), { parser: 'json', printWidth: 120 });
  await writeFile(path.join(demoDir, 'business.json'), json);
  const files = process.argv.includes('--json-only') ? 0 : await writeMedia(source);
  console.log(
    `data/demo/business.json: ${demoFile.categories.length} categories, ${demoFile.items.length} items, ` +
      `${demoFile.zones?.length ?? 0} zones; ${files} media files`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
