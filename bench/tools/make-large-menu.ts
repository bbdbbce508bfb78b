/**
 * Writes bench/fixtures/large-menu.json: a valid business file ("large") with 1,000 items in 40 categories,
 * English and Arabic, built deterministically from the demo business and reusing its pictures
 * (/media/demo/..., so import the demo business first — a fresh server does that on start).
 *
 *   cd bench && npx tsx tools/make-large-menu.ts [output path]
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { businessFileSchema, type BusinessFile, type BusinessFileInput } from '@okmenu/contract';
import { seeded } from '../../tools/demo/pictures.ts';

type Input = BusinessFileInput;
type ItemInput = Input['items'][number];
type Text = { en: string; ar: string };

const CATEGORY_COUNT = 40;
const ITEMS_PER_CATEGORY = 25;
/** Branch ids are unique across businesses, so these stay clear of the demo's 1 and 2. */
const BRANCH_IDS = [1001, 1002];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaultOutput = path.join(repoRoot, 'bench/fixtures/large-menu.json');

const variants: { en: string; ar: string }[] = [
  { en: '', ar: '' },
  { en: " — Chef's Selection", ar: ' — اختيارات الشيف' },
  { en: ' — Family Size', ar: ' — حجم عائلي' },
];
const adjectives: { en: string; ar: string }[] = [
  { en: 'Classic', ar: 'كلاسيك' },
  { en: 'Signature', ar: 'المميز' },
  { en: 'Spicy', ar: 'الحار' },
  { en: 'Smoked', ar: 'المدخن' },
  { en: 'Saffron', ar: 'بالزعفران' },
  { en: 'Royal', ar: 'الملكي' },
  { en: 'Garden', ar: 'بالخضار' },
  { en: 'Double', ar: 'دبل' },
  { en: 'Mini', ar: 'الصغير' },
  { en: 'Grand', ar: 'الكبير' },
];

function text(value: Partial<Record<string, string>> | undefined): Text {
  return { en: value?.en ?? '', ar: value?.ar ?? '' };
}
const kwd = (value: number) => Math.round(value * 1000) / 1000;
/** Prices move in steps of 50 fils. */
const step = (value: number) => Math.max(0.2, Math.round(value * 20) / 20);

export function buildLargeMenu(demo: BusinessFile): Input {
  const rnd = seeded('large-menu');
  const parents = new Set(demo.categories.map((c) => c.parent_id).filter((id) => id !== undefined));
  const leaves = demo.categories.filter((c) => !parents.has(c.id));
  const itemsOf = new Map(leaves.map((c) => [c.id, demo.items.filter((i) => i.category_id === c.id)]));

  const categories: Input['categories'] = [];
  const items: Input['items'] = [];
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const base = leaves[c % leaves.length];
    const variant = variants[Math.floor(c / leaves.length) % variants.length];
    if (!base || !variant) throw new Error('No demo categories');
    const categoryId = c + 1;
    const baseName = text(base.name);
    categories.push({
      id: categoryId,
      name: { en: baseName.en + variant.en, ar: baseName.ar + variant.ar },
      ...(base.description ? { description: base.description } : {}),
      ...(base.image ? { image: base.image } : {}),
      sort: categoryId,
      // Every seventh category keeps its demo schedule, so the big menu also has categories out of hours.
      ...(base.schedule && c % 7 === 0 ? { schedule: base.schedule } : {}),
    });
    const pool = itemsOf.get(base.id) ?? [];
    for (let j = 0; j < ITEMS_PER_CATEGORY; j++) {
      const source = pool[j % pool.length];
      if (!source) throw new Error(`Demo category ${base.id} has no items`);
      const adjective = adjectives[(Math.floor(j / pool.length) + c) % adjectives.length] ?? { en: '', ar: '' };
      const id = categoryId * 1000 + j + 1;
      const factor = 0.85 + rnd() * 0.35;
      const name = text(source.name);
      const item: ItemInput = {
        id,
        category_id: categoryId,
        name: { en: `${adjective.en} ${name.en}`, ar: `${name.ar} ${adjective.ar}` },
        ...(source.description ? { description: source.description } : {}),
        ...(source.image ? { image: source.image } : {}),
        types: source.types,
        sort: j + 1,
        price_display: source.price_display,
        ...(source.hide_price ? { hide_price: true } : {}),
        ...(source.require_comment ? { require_comment: true } : {}),
        price_labels: source.price_labels.map((label, li) => ({
          ...label,
          id: id * 10 + li + 1,
          price: kwd(Math.min(8.5, step(label.price * factor))),
        })),
        modifier_groups: source.modifier_groups.map((group, gi) => ({
          ...group,
          id: id * 10 + gi + 1,
          modifiers: group.modifiers.map((modifier, mi) => ({ ...modifier, id: (id * 10 + gi + 1) * 10 + mi + 1 })),
        })),
        inclusive_taxes: source.inclusive_taxes.map((tax, ti) => ({ ...tax, id: id * 10 + ti + 1 })),
        tags: source.tags,
        ...(source.calories !== undefined ? { calories: Math.round(source.calories * factor) } : {}),
      };
      items.push(item);
    }
  }

  const branches: Input['branches'] = demo.branches.map((branch, index) => ({
    ...branch,
    id: BRANCH_IDS[index] ?? 1000 + index + 1,
    reference_id: `large-${branch.reference_id ?? index + 1}`,
  }));

  return {
    format: 1,
    business: {
      ...demo.business,
      reference_id: 'large',
      domains: [],
      business_name: { en: 'Large Menu Kitchen', ar: 'مطبخ القائمة الكبيرة' },
      highlighted_category_id: 1,
    },
    branches,
    categories,
    items,
    discounts: {
      delivery: { categories: { '3': { type: 'percent', value: 10 } } },
      car_pickup: { items: { '1001': { type: 'fixed', value: 0.1 } } },
      dine_in: { all_menu: { type: 'percent', value: 5 } },
    },
    smart_categories: [
      {
        id: 1,
        name: { en: 'Most popular', ar: 'الأكثر طلباً' },
        item_ids: items
          .slice(0, 400)
          .filter((_, i) => i % 20 === 0)
          .map((i) => i.id),
      },
      {
        id: 2,
        name: { en: "Chef's picks", ar: 'اختيارات الشيف' },
        item_ids: items.filter((_, i) => i % 50 === 7).map((i) => i.id),
        randomize: true,
      },
    ],
    tags: demo.tags,
  };
}

async function main() {
  const output = path.resolve(process.argv[2] ?? defaultOutput);
  const demo = businessFileSchema.parse(
    JSON.parse(await readFile(path.join(repoRoot, 'data/demo/business.json'), 'utf8')),
  );
  const large = buildLargeMenu(demo);
  const parsed = businessFileSchema.safeParse(large);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20)) console.error(`${issue.path.join('.')}: ${issue.message}`);
    throw new Error('The large menu does not match businessFileSchema');
  }
  const json = await format(JSON.stringify(large), { parser: 'json', printWidth: 120 });
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, json);
  console.log(
    `${path.relative(process.cwd(), output)}: ${large.categories.length} categories, ${large.items.length} items, ${(json.length / 1024).toFixed(0)} KB`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
