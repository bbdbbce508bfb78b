/** One language's messages: nested objects of strings, as in `locales/<lang>.json`. */
export type Messages = { [key: string]: string | Messages };

/** Options of `t`: values to interpolate plus the few i18next options the app uses. */
export type TranslateOptions = {
  /** Chooses the plural form (`key_one`, `key_other`, … and `key_zero` for 0) and fills `{{count}}`. */
  count?: number;
  /** Chooses `key_<context>` when present (i18next context). */
  context?: string;
  /** Uses ordinal plural forms (`key_ordinal_one`, …). */
  ordinal?: boolean;
  /** Returned when no language has the key (instead of the key itself). */
  defaultValue?: string;
  [name: string]: unknown;
};

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number, ordinal: boolean): string {
  const cacheKey = `${language}|${ordinal ? 'o' : 'c'}`;
  let rules = pluralRules.get(cacheKey);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' });
    } catch {
      rules = new Intl.PluralRules('en', { type: ordinal ? 'ordinal' : 'cardinal' });
    }
    pluralRules.set(cacheKey, rules);
  }
  return rules.select(count);
}

/** Looks a dotted key ("errors.notFound.title") up in nested messages; only strings count. */
function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The keys to try for one language, most specific first, in i18next's JSON v4 order:
 * context + plural, context, plural (with `_zero` for a count of 0), the bare key.
 */
function candidateKeys(key: string, language: string, options: TranslateOptions): string[] {
  const { count, context, ordinal = false } = options;
  const plural = typeof count === 'number';
  const suffixes: string[] = [];
  if (plural) {
    if (count === 0 && !ordinal) suffixes.push('_zero');
    suffixes.push(`${ordinal ? '_ordinal' : ''}_${pluralCategory(language, count, ordinal)}`);
  }
  const keys: string[] = [];
  if (context !== undefined && context !== '') {
    const contextKey = `${key}_${context}`;
    for (const suffix of suffixes) keys.push(contextKey + suffix);
    keys.push(contextKey);
  }
  for (const suffix of suffixes) keys.push(key + suffix);
  keys.push(key);
  return keys;
}

function valueAt(options: TranslateOptions, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const placeholder = /\{\{\s*-?\s*([^{},\s]+)\s*(?:,\s*([^{}]+?)\s*)?\}\}/g;

/** Fills `{{name}}` (and `{{count, number}}`); a value that was not given leaves its placeholder. */
function interpolate(text: string, language: string, options: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (whole, path: string, format: string | undefined) => {
    const value = valueAt(options, path);
    if (value === undefined || value === null) return whole;
    if (format === 'number' && typeof value === 'number') return new Intl.NumberFormat(language).format(value);
    return String(value);
  });
}

/**
 * Finds the text of a key in the first language (of `languages`) that has it, or undefined. Supports
 * the i18next features our locale files use: nested keys, `{{value}}` interpolation without HTML
 * escaping, plurals by `Intl.PluralRules`, context, and `$t(other.key)` nesting.
 */
export function findMessage(options: {
  bundles: ReadonlyMap<string, Messages>;
  languages: readonly string[];
  key: string;
  values?: TranslateOptions;
  depth?: number;
}): string | undefined {
  const { bundles, languages, key, values = {}, depth = 0 } = options;
  for (const language of languages) {
    const messages = bundles.get(language);
    if (!messages) continue;
    for (const candidate of candidateKeys(key, language, values)) {
      const found = lookUp(messages, candidate);
      if (found === undefined) continue;
      const nested =
        depth < 5 && found.includes('$t(')
          ? found.replace(/\$t\(([^()]+)\)/g, (whole, inner: string) => {
              const text = findMessage({ bundles, languages, key: inner.trim(), values, depth: depth + 1 });
              return text ?? whole;
            })
          : found;
      return interpolate(nested, language, values);
    }
  }
  return undefined;
}

/** Translates a key: the languages' messages in order, then `defaultValue`, then the key itself. */
export function translate(options: {
  bundles: ReadonlyMap<string, Messages>;
  languages: readonly string[];
  key: string;
  values?: TranslateOptions;
}): string {
  return findMessage(options) ?? missingText(options.key, options.languages[0] ?? 'en', options.values);
}

/** What a key without any message shows: its `defaultValue` when given, else the key (as i18next does). */
export function missingText(key: string, language: string, values: TranslateOptions = {}): string {
  return values.defaultValue !== undefined ? interpolate(values.defaultValue, language, values) : key;
}
