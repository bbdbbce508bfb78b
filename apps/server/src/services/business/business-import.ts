import fs from 'node:fs/promises';
import path from 'node:path';
import type { BusinessFile } from '@okmenu/contract';
import { businessFileSchema } from '@okmenu/contract';
import type { Currency } from '@okmenu/domain';
import { currencyOf, fitsCurrency, toMinor } from '@okmenu/domain';
import type { BusinessRepository, StoredBusiness } from '../../db/business-repository.ts';
import { writeWidthCopies } from './media-copies.ts';
import { missingTranslations, type TranslationWarning } from './missing-translations.ts';

export interface FieldProblem {
  path: string;
  message: string;
}

export type ParseResult = { ok: true; file: StoredBusiness } | { ok: false; problems: FieldProblem[] };

function pathText(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

/**
 * Validates an import file and converts its money to minor units.
 * Every problem is listed with its path, so an owner can fix the whole file in one go.
 */
export function parseBusinessFile(input: unknown): ParseResult {
  const parsed = businessFileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })),
    };
  }
  const problems: FieldProblem[] = [];
  const currency = currencyOf(parsed.data.business.currency);
  const stored = convertMoney({ file: parsed.data, currency, report: (p) => problems.push(p) });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: stored };
}

/** The file with its money in minor units, reporting each amount the currency cannot hold. */
function convertMoney(input: {
  file: BusinessFile;
  currency: Currency;
  report: (p: FieldProblem) => void;
}): StoredBusiness {
  const { file, currency, report } = input;
  const money = (value: number, where: string): number => {
    if (!fitsCurrency(value, currency)) {
      report({ path: where, message: `${currency.code} allows at most ${currency.decimalDigits} decimals` });
    }
    return toMinor(value, currency);
  };
  const discount = <T extends { type: 'percent' | 'fixed'; value: number }>(d: T, where: string): T =>
    d.type === 'fixed' ? { ...d, value: money(d.value, `${where}.value`) } : d;
  const discounts: BusinessFile['discounts'] = {};
  for (const type of ['delivery', 'car_pickup', 'dine_in'] as const) {
    const entry = file.discounts[type];
    if (!entry) continue;
    const where = `discounts.${type}`;
    discounts[type] = {
      all_menu: entry.all_menu && discount(entry.all_menu, `${where}.all_menu`),
      items: Object.fromEntries(Object.entries(entry.items).map(([k, d]) => [k, discount(d, `${where}.items.${k}`)])),
      categories: Object.fromEntries(
        Object.entries(entry.categories).map(([k, d]) => [k, discount(d, `${where}.categories.${k}`)]),
      ),
    };
  }
  return {
    ...file,
    business: { ...file.business, fees: money(file.business.fees, 'business.fees') },
    discounts,
    items: file.items.map((item, i) => ({
      ...item,
      price_labels: item.price_labels.map((label, l) => ({
        ...label,
        price: money(label.price, `items[${i}].price_labels[${l}].price`),
      })),
      modifier_groups: item.modifier_groups.map((group, g) => ({
        ...group,
        modifiers: group.modifiers.map((modifier, m) => ({
          ...modifier,
          price: money(modifier.price, `items[${i}].modifier_groups[${g}].modifiers[${m}].price`),
        })),
      })),
    })),
    zones: file.zones.map((zone, z) => ({
      ...zone,
      fees: money(zone.fees, `zones[${z}].fees`),
      min_order: money(zone.min_order, `zones[${z}].min_order`),
    })),
    shipping_countries: file.shipping_countries.map((country, c) => ({
      ...country,
      fees_per_kg: money(country.fees_per_kg, `shipping_countries[${c}].fees_per_kg`),
      fixed_fees: money(country.fixed_fees, `shipping_countries[${c}].fixed_fees`),
      min_order: money(country.min_order, `shipping_countries[${c}].min_order`),
    })),
    coupons: file.coupons.map((coupon, c) =>
      coupon.discount_type === 'fixed'
        ? { ...coupon, discount_value: money(coupon.discount_value, `coupons[${c}].discount_value`) }
        : coupon,
    ),
    wallet_packages: file.wallet_packages.map((pack, p) => ({
      ...pack,
      price: money(pack.price, `wallet_packages[${p}].price`),
      credit: money(pack.credit, `wallet_packages[${p}].credit`),
    })),
  };
}

export interface ImportDeps {
  businesses: BusinessRepository;
  mediaDir: string;
  /** Called after a successful import so cached menus are dropped. */
  onImported(businessId: number): void | Promise<void>;
  now(): Date;
}

export type ImportResult =
  | { ok: true; businessId: number; referenceId: string; warnings: TranslationWarning[] }
  | { ok: false; problems: FieldProblem[] };

/**
 * Creates or updates a business from an import file. A file with errors changes nothing.
 * Media beside the file (a `media/` folder) is copied to the business's media folder.
 */
export async function importBusinessFile(deps: ImportDeps, filePath: string): Promise<ImportResult> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(filePath, 'utf8'));
  } catch (error) {
    return { ok: false, problems: [{ path: '', message: `Cannot read ${filePath}: ${(error as Error).message}` }] };
  }
  const parsed = parseBusinessFile(json);
  if (!parsed.ok) return parsed;
  const referenceId = parsed.file.business.reference_id;
  const taken = await deps.businesses.branchIdsTakenByOthers(
    referenceId,
    parsed.file.branches.map((b) => b.id),
  );
  if (taken.length > 0) {
    return {
      ok: false,
      problems: parsed.file.branches
        .map((branch, index) => ({ branch, index }))
        .filter(({ branch }) => taken.includes(branch.id))
        .map(({ branch, index }) => ({
          path: `branches[${index}].id`,
          message: `Branch id ${branch.id} belongs to another business; branch ids are unique across businesses`,
        })),
    };
  }
  const businessId = await deps.businesses.replace(parsed.file, deps.now());
  const mediaSource = path.join(path.dirname(filePath), 'media');
  // A file kept beside the media folder itself has nothing to copy (and copying into itself would fail).
  const isMediaFolder = path.resolve(mediaSource) === path.resolve(deps.mediaDir);
  const hasMedia =
    !isMediaFolder &&
    (await fs.stat(mediaSource).then(
      (s) => s.isDirectory(),
      () => false,
    ));
  if (hasMedia) {
    await fs.cp(mediaSource, path.join(deps.mediaDir, referenceId), { recursive: true, force: true });
  }
  // Pages ask for headers, logos and banners at the width they are drawn (packages/contract media-files.ts).
  await writeWidthCopies(path.join(deps.mediaDir, referenceId));
  await deps.onImported(businessId);
  return { ok: true, businessId, referenceId, warnings: missingTranslations(parsed.file) };
}
