import type {
  BranchWire,
  CategoryWire,
  CheckoutOptions,
  CheckoutOptionsWire,
  DiscountsWire,
  ItemWire,
  NotifyChannel,
  RestaurantResponse,
  RestaurantWire,
  SellingTypeKey,
  SmartCategoryWire,
} from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import type { Currency } from '@okmenu/domain';
import { categoryChainOf, currencyOf, isHiddenInBranch, publicStateOf, toMajor } from '@okmenu/domain';
import type { BusinessGraph } from '../../../db/business-repository.ts';
import { AppError } from '../../shared/errors.ts';

type Text = Partial<Record<string, string>> | undefined;

/** Chooses the language to answer in: the asked one if the business offers it, else its first. */
export function resolveLocale(asked: string | undefined, locales: readonly string[]): string {
  const wanted = asked?.toLowerCase().split(/[-_]/)[0];
  if (wanted && locales.includes(wanted)) return wanted;
  return locales[0] ?? 'en';
}

/** How stored values become wire values in one language: text picked, money back to major units. */
export interface WireContext {
  t(text: Text): string;
  /** The language of the text `t` picks when it is not the asked one (a fallback: decision 0099), else undefined. */
  langOf?(text: Text): string | undefined;
  major(minor: number): number;
  hidePrice: boolean;
  /** The top category of a category's chain (SPEC §3 item grand_category), or null when unknown. */
  grandCategory?: (categoryId: number) => { id: number; name: string } | null;
}

/** The wire context of a business in a language. */
export function wireContext(graph: BusinessGraph, locale: string): WireContext & { currency: Currency } {
  const order = [locale, ...graph.settings.locales, 'en'];
  const currency = currencyOf(graph.settings.currency);
  const t = (text: Text) => pickText(text, order);
  const langOf = (text: Text) => {
    if (!text || text[locale as keyof typeof text]) return undefined;
    const picked = pickText(text, order);
    if (!picked) return undefined;
    return Object.entries(text).find(([, value]) => value === picked)?.[0];
  };
  // Built on first use: most callers (pricing, delivery) never ask.
  let categories: Map<number, BusinessGraph['categories'][number]> | undefined;
  const grandCategory = (categoryId: number) => {
    categories ??= new Map(graph.categories.map((c) => [c.id, c]));
    const top = categoryChainOf(categoryId, categories).at(-1);
    return top ? { id: top.id, name: t(top.name) } : null;
  };
  return {
    t,
    langOf,
    major: (minor: number) => toMajor(minor, currency),
    hidePrice: graph.settings.hide_price,
    grandCategory,
    currency,
  };
}

type StoredItem = BusinessGraph['items'][number];

/** The languages of a record's texts shown in another language than asked, or undefined when none is. */
function textLangOf(
  langOf: WireContext['langOf'],
  texts: { name: Text; description: Text },
): { name?: string; description?: string } | undefined {
  if (!langOf) return undefined;
  const name = langOf(texts.name);
  const description = langOf(texts.description);
  if (!name && !description) return undefined;
  return { ...(name ? { name } : {}), ...(description ? { description } : {}) };
}

const withTextLang = (textLang: ReturnType<typeof textLangOf>) => (textLang ? { text_lang: textLang } : {});

/** One item on the wire. */
export function itemWire(item: StoredItem, { t, langOf, major, hidePrice, grandCategory }: WireContext): ItemWire {
  const textLang = textLangOf(langOf, { name: item.name, description: item.description });
  return {
    id: item.id,
    category_id: item.category_id,
    name: t(item.name),
    description: t(item.description),
    ...(textLang ? { text_lang: textLang } : {}),
    image: item.image ?? null,
    types: item.types,
    visible: item.visible,
    sort: item.sort,
    price_display: item.price_display,
    hide_price: item.hide_price || hidePrice,
    require_comment: item.require_comment,
    price_labels: item.price_labels.map((label) => ({
      id: label.id,
      label: t(label.label),
      price: major(label.price),
      weight: label.weight,
      shippingWeight: label.shippingWeight,
      minimum: label.minimum,
      maximum: label.maximum ?? null,
      isQty: label.isQty,
      unit: t(label.unit),
      preparation_time: label.preparation_time ?? null,
    })),
    modifier_groups: item.modifier_groups.map((group) => ({
      id: group.id,
      name: t(group.name),
      min: group.min,
      max: group.max,
      modifiers: group.modifiers.map((m) => ({
        id: m.id,
        name: t(m.name),
        price: major(m.price),
        max_quantity: m.max_quantity,
        taxes: m.taxes.map((tax) => ({ id: tax.id, name: t(tax.name), rate: tax.rate })),
      })),
    })),
    inclusive_taxes: item.inclusive_taxes.map((tax) => ({ id: tax.id, name: t(tax.name), rate: tax.rate })),
    tags: item.tags,
    calories: item.calories ?? null,
    schedule: item.schedule ?? null,
    branches: item.branches,
    grand_category: grandCategory?.(item.category_id) ?? null,
    provider: item.provider ?? null,
    provider_id: item.provider_id ?? null,
  };
}

/**
 * The menu of one branch: categories and items hidden there whatever the time are left out; schedules
 * stay on the wire so the web app shows what is open at the guest's moment (decision 0003).
 */
export function branchMenu(input: {
  graph: BusinessGraph;
  ctx: WireContext;
  branchId: number | undefined;
}): CategoryWire[] {
  const { graph, ctx, branchId } = input;
  const hidden = (entry: Parameters<typeof isHiddenInBranch>[0]) =>
    branchId === undefined ? !entry.visible : isHiddenInBranch(entry, branchId);
  const itemsByCategory = new Map<number, ItemWire[]>();
  for (const item of graph.items) {
    if (hidden(item)) continue;
    const list = itemsByCategory.get(item.category_id) ?? [];
    list.push(itemWire(item, ctx));
    itemsByCategory.set(item.category_id, list);
  }
  return graph.categories
    .filter((c) => !hidden(c))
    .map((c) => ({
      id: c.id,
      parent_id: c.parent_id ?? null,
      name: ctx.t(c.name),
      description: ctx.t(c.description),
      ...withTextLang(textLangOf(ctx.langOf, { name: c.name, description: c.description })),
      image: c.image ?? null,
      visible: c.visible,
      sort: c.sort,
      schedule: c.schedule ?? null,
      branches: c.branches,
      pin: c.pin ?? false,
      pin_schedule: c.pin_schedule ?? null,
      items: itemsByCategory.get(c.id) ?? [],
    }));
}

/** How a restaurant answer was asked for: language, branch, named theme and web view (SPEC §7 query). */
export interface RestaurantViewOptions {
  graph: BusinessGraph;
  locale: string;
  branchId?: number | undefined;
  themeId?: string | undefined;
  webview?: boolean | undefined;
  /** The channels this server can send guests' status messages on (from its SMS configuration). */
  notifyChannels?: readonly NotifyChannel[];
}

/**
 * Turns a stored business into the restaurant answer in one language (money back to major units). A
 * business that is not open answers `error: 1`, its message and no menu; a moved one says where it went.
 */
export function restaurantView(options: RestaurantViewOptions): RestaurantResponse {
  const { graph, locale, branchId } = options;
  const s = graph.settings;
  const ctx = wireContext(graph, locale);
  const { t, major, currency } = ctx;
  const state = publicStateOf({ status: s.state?.status ?? 'open', movedTo: s.moved_to });
  const themeId = options.themeId !== undefined && s.themes?.[options.themeId] ? options.themeId : null;
  const branches: BranchWire[] = graph.branches.map((b) => ({
    id: b.id,
    reference_id: b.reference_id ?? `branch-${b.id}`,
    name: t(b.name),
    address: t(b.address),
    phone: b.phone ?? null,
    location: b.location,
    time_zone: b.time_zone,
    selling_types: b.selling_types,
  }));
  const activeBranch = graph.branches.find((b) => b.id === branchId) ?? graph.branches[0];
  const sellingTypes = [...new Set(graph.branches.flatMap((b) => b.selling_types))] as SellingTypeKey[];
  const restaurant: RestaurantWire = {
    id: graph.id,
    reference_id: graph.reference_id,
    branch_id: activeBranch?.id ?? 0,
    user_id: graph.id,
    business_name: t(s.business_name),
    business_type: s.business_type,
    currency: currencyWire(currency, locale),
    country_iso: s.country_iso,
    locales: s.locales,
    theme: themeId === null ? s.theme : (s.themes[themeId] ?? s.theme),
    logo: s.logo ?? null,
    header_bg: s.header_bg ?? null,
    menu_layout: s.menu_layout,
    dark_mode: s.dark_mode,
    selling_types: sellingTypes,
    reservation: s.reservation ?? { enabled: false, with_table: false, type: 1, max_users: 1, min_advance: 0 },
    payment_methods: s.payment_methods,
    checkoutDelivery: checkoutWire(s.checkoutDelivery),
    checkoutCarPickup: checkoutWire(s.checkoutCarPickup),
    checkoutDineIn: checkoutWire(s.checkoutDineIn),
    exclusiveTaxes: s.exclusiveTaxes.map((tax) => ({ id: tax.id, name: t(tax.name), rate: tax.rate })),
    branches,
    social_links: s.social_links,
    policies: Object.fromEntries(Object.entries(s.policies).map(([key, text]) => [key, t(text)])),
    whatsapp_phone: s.whatsapp_phone ?? null,
    notify_channels: [...(options.notifyChannels ?? [])],
    enable_wallet: s.enable_wallet,
    disable_otp: s.disable_otp,
    fees: major(s.fees),
    hide_price: s.hide_price,
    labels: Object.fromEntries(Object.entries(s.labels).map(([key, text]) => [key, t(text)])),
    randomize_categories: s.randomize_categories ?? false,
  };
  const categories = state.showMenu ? branchMenu({ graph, ctx, branchId: activeBranch?.id }) : [];
  return {
    restaurant,
    discounts: discountsWire(s.discounts, major),
    message: stateMessage(graph, t),
    menu: { categories },
    smart_categories: state.showMenu ? smartCategoriesWire(graph, t) : [],
    highlightedCat: s.highlighted_category_id ?? null,
    showStandardSubCats: s.show_standard_sub_categories,
    redirect: state.redirectUrl !== null,
    url: state.redirectUrl,
    pixels: s.pixels,
    error: state.error,
    theme_id: themeId,
    webview: options.webview ?? false,
  };
}

/** What a guest reads about the business's state: its own message, else the default one; empty when open. */
export function stateMessage(graph: BusinessGraph, t: WireContext['t']): string {
  const state = graph.settings.state ?? { status: 'open' };
  if (state.status === 'open') return '';
  return t(state.message) || publicStateOf({ status: state.status }).defaultMessage;
}

/** Refuses with 433 when the business is suspended (decision 0096); other states answer normally. */
export function assertNotSuspended(
  settings: Pick<BusinessGraph['settings'], 'state'>,
  t: WireContext['t'] = () => '',
): void {
  const status = settings.state?.status ?? 'open';
  if (status !== 'suspended') return;
  const message = t(settings.state?.message) || publicStateOf({ status }).defaultMessage;
  throw new AppError(433, 'business_suspended', message);
}

function currencyWire(currency: Currency, locale: string) {
  let name = currency.name;
  try {
    name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.code) ?? currency.name;
  } catch {
    // An unknown code keeps the table's name.
  }
  return {
    code: currency.code,
    symbol: currency.symbol,
    name,
    decimal_digits: currency.decimalDigits,
    rounding: currency.rounding,
  };
}

function checkoutWire(options: CheckoutOptions | undefined): CheckoutOptionsWire | null {
  return options ? { ...options } : null;
}

/** Discounts per selling type on the wire. */
export function discountsWire(
  discounts: BusinessGraph['settings']['discounts'],
  major: (minor: number) => number,
): DiscountsWire {
  const value = (d: { type: 'percent' | 'fixed'; value: number }) =>
    d.type === 'fixed' ? { ...d, value: major(d.value) } : d;
  const result: DiscountsWire = {};
  for (const [type, entry] of Object.entries(discounts) as [
    keyof DiscountsWire,
    NonNullable<DiscountsWire['delivery']>,
  ][]) {
    result[type] = {
      ...(entry.all_menu ? { all_menu: value(entry.all_menu) } : {}),
      items: Object.fromEntries(Object.entries(entry.items).map(([k, d]) => [k, value(d)])),
      categories: Object.fromEntries(Object.entries(entry.categories).map(([k, d]) => [k, value(d)])),
    };
  }
  return result;
}

/** Smart categories on the wire. */
export function smartCategoriesWire(graph: BusinessGraph, t: WireContext['t']): SmartCategoryWire[] {
  return graph.settings.smart_categories.map((smart) => ({
    id: smart.id,
    name: t(smart.name),
    items: smart.item_ids,
    randomize: smart.randomize,
  }));
}
