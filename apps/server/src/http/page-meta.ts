import type { CategoryWire, ItemWire, RestaurantResponse, SellingTypeKey, WeekSchedule } from '@okmenu/contract';
import {
  dayRanges,
  itemMatchesType,
  matchRoutePattern,
  businessRoutes,
  isRouteSellingType,
  routeSellingTypes,
  type RouteSellingType,
} from '@okmenu/domain';
import type { ReachFacts } from '../services/business/restaurant.ts';

/**
 * What search engines and link previews read from a business page (decision 0099): title, description,
 * canonical URL, hreflang alternates, Open Graph and Twitter card, and schema.org JSON-LD. Pure: built from
 * the restaurant answer the shell already embeds, so it costs no query.
 */
export interface PageMetaInput {
  answer: RestaurantResponse;
  reach: ReachFacts;
  /** `https://host`, as the visitor asked. */
  origin: string;
  /** The path without its query. */
  path: string;
  /** The language the page is in. */
  locale: string;
}

/** At most this many menu items go into a page's JSON-LD (a 1,000-item menu stays small; the sitemap lists all). */
export const jsonLdItemCap = 60;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside `<script>`: no business text can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/** A media path as an absolute URL of the file a browser shows (the 1x webp of a bare path). */
export function absoluteImage(origin: string, media: string | null | undefined): string | null {
  if (!media) return null;
  const file = /\.(webp|png|jpe?g|gif|svg|avif)$/i.test(media) || /^https:\/\//.test(media) ? media : `${media}.webp`;
  return file.startsWith('/') ? `${origin}${file}` : file;
}

/** The selling types a business shows as type homes, in the web app's order. */
export function businessRouteTypes(answer: RestaurantResponse): RouteSellingType[] {
  const offered = new Set<string>(answer.restaurant.selling_types);
  const has: Record<RouteSellingType, boolean> = {
    delivery: offered.has('delivery'),
    pickup: offered.has('car_pickup'),
    dinein: offered.has('dine_in') || offered.has('product_service'),
    reservation: offered.has('reservation') && answer.restaurant.reservation.enabled,
  };
  return routeSellingTypes.filter((type) => has[type]);
}

export type MetaPage =
  | { kind: 'typeHome'; type: RouteSellingType }
  | { kind: 'category'; type: RouteSellingType; category: CategoryWire }
  | { kind: 'item'; type: RouteSellingType; category: CategoryWire; item: ItemWire }
  | { kind: 'other'; indexable: boolean };

/** Which page a path is, found in the answer's menu (an unknown category or item is not indexable). */
export function metaPage(answer: RestaurantResponse, path: string): MetaPage {
  const segments = path.split('/').filter(Boolean).slice(1);
  const categories = answer.menu?.categories ?? [];
  const itemMatch = matchRoutePattern(businessRoutes.item, segments);
  if (itemMatch && isRouteSellingType(itemMatch.type)) {
    const category = categories.find((c) => String(c.id) === itemMatch.categoryId);
    const item = category?.items.find((i) => String(i.id) === itemMatch.itemId);
    return category && item
      ? { kind: 'item', type: itemMatch.type, category, item }
      : { kind: 'other', indexable: false };
  }
  const categoryMatch = matchRoutePattern(businessRoutes.category, segments);
  if (categoryMatch && isRouteSellingType(categoryMatch.type)) {
    const category = categories.find((c) => String(c.id) === categoryMatch.categoryId);
    return category ? { kind: 'category', type: categoryMatch.type, category } : { kind: 'other', indexable: false };
  }
  const home = matchRoutePattern(businessRoutes.typeHome, segments);
  if (home && isRouteSellingType(home.type)) return { kind: 'typeHome', type: home.type };
  // The business root redirects to a type home and locations lists branches; the rest is personal or a step.
  return { kind: 'other', indexable: segments.length === 0 || (segments.length === 1 && segments[0] === 'locations') };
}

/** Major units as schema.org wants a price: a plain decimal with the currency's digits. */
function priceText(amount: number, digits: number): string {
  return amount.toFixed(Math.max(0, Math.min(digits, 4)));
}

/** The lowest price an item is offered at (its first label when it has one only), or null when it shows none. */
export function itemPrice(answer: RestaurantResponse, item: ItemWire): number | null {
  if (answer.restaurant.hide_price || item.hide_price || item.price_labels.length === 0) return null;
  return Math.min(...item.price_labels.map((label) => label.price));
}

function menuItemLd(input: PageMetaInput, type: RouteSellingType, category: CategoryWire, item: ItemWire) {
  const { answer, origin } = input;
  const reference = answer.restaurant.reference_id;
  const price = itemPrice(answer, item);
  const image = absoluteImage(origin, item.image);
  return {
    '@type': 'MenuItem',
    name: item.name,
    url: `${origin}/${reference}/${type}/${category.id}/${item.id}`,
    ...(item.description ? { description: plain(item.description) } : {}),
    ...(image ? { image } : {}),
    ...(item.calories ? { nutrition: { '@type': 'NutritionInformation', calories: `${item.calories} calories` } } : {}),
    ...(price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: priceText(price, answer.restaurant.currency.decimal_digits),
            priceCurrency: answer.restaurant.currency.code,
            availability: 'https://schema.org/InStock',
          },
        }),
  };
}

/** Text without markup (descriptions may carry simple rich text), short enough for a snippet. */
function plain(text: string, max = 300): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_#`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A week schedule (Monday first) as schema.org opening hours; a range to midnight closes at 23:59. */
export function openingHours(schedule: WeekSchedule | undefined) {
  if (!schedule) return [];
  const specs: { '@type': 'OpeningHoursSpecification'; dayOfWeek: string; opens: string; closes: string }[] = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (const range of dayRanges(schedule, weekday)) {
      specs.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${schemaDays[weekday]}`,
        opens: clock(range.start),
        closes: range.end >= 24 * 60 && range.end - 24 * 60 === 0 ? '23:59' : clock(range.end),
      });
    }
  }
  return specs;
}

const scheduleOfType: Record<RouteSellingType, SellingTypeKey> = {
  delivery: 'delivery',
  pickup: 'car_pickup',
  dinein: 'dine_in',
  reservation: 'reservation',
};

/** The schema.org `Restaurant` of a page, with the part of the menu the page shows (capped). */
export function restaurantJsonLd(input: PageMetaInput, page: MetaPage): Record<string, unknown> {
  const { answer, origin, reach } = input;
  const restaurant = answer.restaurant;
  const reference = restaurant.reference_id;
  const type = page.kind === 'other' ? (businessRouteTypes(answer)[0] ?? 'delivery') : page.type;
  const branch = restaurant.branches.find((b) => b.id === restaurant.branch_id) ?? restaurant.branches[0];
  const schedule = branch
    ? (reach.shifts[branch.id]?.[scheduleOfType[type]] ?? reach.shifts[branch.id]?.dine_in)
    : undefined;
  const sections: CategoryWire[] =
    page.kind === 'category' || page.kind === 'item'
      ? [page.category]
      : page.kind === 'typeHome'
        ? (answer.menu?.categories ?? [])
        : [];
  let budget = jsonLdItemCap;
  const hasMenuSection = sections
    .map((category) => {
      const items = (page.kind === 'item' ? [page.item] : category.items)
        .filter((item) => item.visible && itemMatchesType(item.types, type))
        .slice(0, Math.max(0, budget));
      budget -= items.length;
      return {
        '@type': 'MenuSection',
        name: category.name,
        url: `${origin}/${reference}/${type}/${category.id}`,
        ...(items.length > 0 ? { hasMenuItem: items.map((item) => menuItemLd(input, type, category, item)) } : {}),
      };
    })
    .filter((section) => 'hasMenuItem' in section || page.kind !== 'typeHome');
  const image = absoluteImage(origin, restaurant.header_bg) ?? absoluteImage(origin, restaurant.logo);
  const logo = absoluteImage(origin, restaurant.logo);
  const sameAs = Object.values(restaurant.social_links ?? {}).filter(
    (link): link is string => typeof link === 'string' && /^https:\/\//.test(link),
  );
  const hours = openingHours(schedule);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/${reference}#restaurant`,
    name: restaurant.business_name,
    url: `${origin}/${reference}/${type}`,
    ...(image ? { image } : {}),
    ...(logo ? { logo } : {}),
    ...(branch
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(branch.address ? { streetAddress: branch.address } : {}),
            addressCountry: restaurant.country_iso,
          },
          geo: { '@type': 'GeoCoordinates', latitude: branch.location.lat, longitude: branch.location.lng },
          ...(branch.phone ? { telephone: branch.phone } : {}),
        }
      : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    servesCuisine: reach.cuisines.length > 0 ? reach.cuisines : [restaurant.business_type],
    currenciesAccepted: restaurant.currency.code,
    ...(sameAs.length > 0 ? { sameAs } : {}),
    hasMenu: {
      '@type': 'Menu',
      name: restaurant.business_name,
      url: `${origin}/${reference}/${type}`,
      inLanguage: input.locale,
      ...(hasMenuSection.length > 0 ? { hasMenuSection } : {}),
    },
  };
}

/** The page's `<head>` tags for search engines and link previews. */
export function pageHead(input: PageMetaInput): { title: string; description: string; tags: string } {
  const { answer, origin, path, locale, reach } = input;
  const restaurant = answer.restaurant;
  const page = metaPage(answer, path);
  const business = restaurant.business_name;
  const branch = restaurant.branches.find((b) => b.id === restaurant.branch_id) ?? restaurant.branches[0];
  const categoryNames = (answer.menu?.categories ?? [])
    .filter((c) => c.visible && c.parent_id === null)
    .slice(0, 6)
    .map((c) => c.name);
  let title = business;
  let description = [business, branch?.address, categoryNames.join(', ')].filter(Boolean).join(' · ');
  let image = absoluteImage(origin, restaurant.header_bg) ?? absoluteImage(origin, restaurant.logo);
  let ogType = 'restaurant.restaurant';
  if (page.kind === 'category') {
    title = `${page.category.name} · ${business}`;
    const items = page.category.items.slice(0, 8).map((item) => item.name);
    description = plain(page.category.description) || [business, items.join(', ')].filter(Boolean).join(' · ');
    image = absoluteImage(origin, page.category.image) ?? image;
  } else if (page.kind === 'item') {
    title = `${page.item.name} · ${business}`;
    const price = itemPrice(answer, page.item);
    const priced =
      price === null ? '' : `${priceText(price, restaurant.currency.decimal_digits)} ${restaurant.currency.code}`;
    description = plain(page.item.description) || [page.item.name, priced, business].filter(Boolean).join(' · ');
    image = absoluteImage(origin, page.item.image) ?? image;
    ogType = 'product';
  }
  description = plain(description, 300);
  const locales = reach.locales.length > 0 ? reach.locales : [locale];
  const first = locales[0] ?? locale;
  const urlIn = (language: string) =>
    language === first ? `${origin}${path}` : `${origin}${path}?lang=${encodeURIComponent(language)}`;
  const canonical = urlIn(locales.includes(locale) ? locale : first);
  const indexable = page.kind !== 'other' || page.indexable;
  const reference = restaurant.reference_id;
  const tags: string[] = [
    `<link rel="manifest" href="/${escapeHtml(reference)}/manifest.webmanifest" />`,
    `<link rel="apple-touch-icon" href="/${escapeHtml(reference)}/icon-192.png" />`,
    `<meta property="og:site_name" content="${escapeHtml(business)}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${escapeHtml(locale)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  if (indexable) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const language of locales) {
      tags.push(`<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(urlIn(language))}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}" />`);
    tags.push(`<script type="application/ld+json">${scriptJson(restaurantJsonLd(input, page))}</script>`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return { title, description, tags: tags.join('') };
}

/** Puts a page's title, description and tags into the shell's `<head>`, replacing the generic ones. */
export function withPageHead(html: string, head: ReturnType<typeof pageHead>, locale: string): string {
  const rtl = /^(ar|fa|he|ur|ps|ku|ckb|dv|yi)(-|$)/.test(locale);
  return html
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${escapeHtml(locale)}" dir="${rtl ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `${head.tags}</head>`);
}

/** Every page of a business a search engine should know, for its sitemap. */
export function sitemapUrls(answer: RestaurantResponse, origin: string): string[] {
  const reference = answer.restaurant.reference_id;
  const urls: string[] = [];
  for (const type of businessRouteTypes(answer)) {
    urls.push(`${origin}/${reference}/${type}`);
    for (const category of answer.menu?.categories ?? []) {
      if (!category.visible) continue;
      const items = category.items.filter((item) => item.visible && itemMatchesType(item.types, type));
      if (items.length === 0 && category.parent_id !== null) continue;
      urls.push(`${origin}/${reference}/${type}/${category.id}`);
      for (const item of items) urls.push(`${origin}/${reference}/${type}/${category.id}/${item.id}`);
    }
  }
  return urls.slice(0, 50_000);
}

const xmlText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A sitemap of a business's type homes, categories and items, each with the last import as `lastmod`. */
export function sitemapXml(answer: RestaurantResponse, origin: string, updatedAt: string | null): string {
  const lastmod = updatedAt ? `<lastmod>${xmlText(new Date(updatedAt).toISOString())}</lastmod>` : '';
  const entries = sitemapUrls(answer, origin).map((url) => `<url><loc>${xmlText(url)}</loc>${lastmod}</url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('\n')}</urlset>\n`
  );
}

/** robots.txt: personal and step pages and the API are not for crawling; a business's host names its sitemap. */
export function robotsTxt(sitemaps: string[]): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /staff',
    'Disallow: /*/cart',
    'Disallow: /*/checkout',
    'Disallow: /*/login',
    'Disallow: /*/profile',
    'Disallow: /*/orders/',
    'Disallow: /*/order/',
    'Disallow: /*/wallet/',
    ...sitemaps.map((url) => `Sitemap: ${url}`),
  ];
  return `${lines.join('\n')}\n`;
}
