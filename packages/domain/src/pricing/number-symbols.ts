/**
 * How a language writes a plain decimal number (digits, separators, grouping), read from `Intl` where its data
 * is loaded (the server) and handed to the page with its first answer (decision 0121). A phone's first
 * `Intl.NumberFormat` loads ICU's number data (60-100 ms at 4x CPU, inside the menu's first render); with the
 * symbols known, the menu's prices are written without it, to the same text.
 */
export interface NumberSymbols {
  /** The ten digits, zero first ("0"…"9", "٠"…"٩"). */
  digits: string[];
  decimal: string;
  group: string;
  /** Digits in the group next to the decimal separator (3), and in each group further left (3; 2 in Hindi). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Integer digits a number needs before it is grouped at all: 4 ("1,234"), or 5 in Spanish ("1234"). */
  groupingFrom: number;
}

/** Reads a language's symbols from `Intl`; undefined when its numbers are written in a way this does not cover. */
export function numberSymbolsOf(locale: string): NumberSymbols | undefined {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  } catch {
    return undefined;
  }
  const parts = format.formatToParts(123_456_789.5);
  if (parts.some((part) => !['integer', 'group', 'decimal', 'fraction'].includes(part.type))) return undefined;
  const integers = parts.filter((part) => part.type === 'integer').map((part) => Array.from(part.value).length);
  const group = parts.find((part) => part.type === 'group')?.value;
  const decimal = parts.find((part) => part.type === 'decimal')?.value;
  if (group === undefined || decimal === undefined || integers.length < 3) return undefined;
  const digits = Array.from({ length: 10 }, (_, digit) => format.formatToParts(digit)[0]?.value ?? '');
  let groupingFrom = 4;
  while (groupingFrom < 9 && !format.formatToParts(10 ** (groupingFrom - 1)).some((part) => part.type === 'group'))
    groupingFrom += 1;
  const symbols: NumberSymbols = {
    digits,
    decimal,
    group,
    primaryGroup: integers[integers.length - 1] as number,
    secondaryGroup: integers[integers.length - 2] as number,
    groupingFrom,
  };
  return isNumberSymbols(symbols) ? symbols : undefined;
}

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const small = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether `value` has the shape of `NumberSymbols` (what a page carries is checked before it is trusted). */
export function isNumberSymbols(value: unknown): value is NumberSymbols {
  if (typeof value !== 'object' || value === null) return false;
  const symbols = value as Partial<NumberSymbols>;
  return (
    Array.isArray(symbols.digits) &&
    symbols.digits.length === 10 &&
    symbols.digits.every((digit) => shortText(digit, 2)) &&
    shortText(symbols.decimal, 3) &&
    shortText(symbols.group, 3) &&
    small(symbols.primaryGroup, 1, 4) &&
    small(symbols.secondaryGroup, 1, 4) &&
    small(symbols.groupingFrom, 2, 9)
  );
}

/**
 * A non-negative number with exactly `fractionDigits` decimals in a language's symbols, as
 * `Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })` writes it.
 */
export function formatWithSymbols(value: number, fractionDigits: number, symbols: NumberSymbols): string {
  const [whole = '0', fraction = ''] = value.toFixed(fractionDigits).split('.');
  const local = (text: string) => text.replace(/\d/g, (digit) => symbols.digits[Number(digit)] as string);
  let integer = whole;
  if (whole.length >= symbols.groupingFrom) {
    const groups = [whole.slice(-symbols.primaryGroup)];
    let rest = whole.slice(0, -symbols.primaryGroup);
    while (rest.length > symbols.secondaryGroup) {
      groups.unshift(rest.slice(-symbols.secondaryGroup));
      rest = rest.slice(0, -symbols.secondaryGroup);
    }
    if (rest) groups.unshift(rest);
    integer = groups.join('\u0000');
  }
  const text = local(integer).replaceAll('\u0000', symbols.group);
  return fraction ? `${text}${symbols.decimal}${local(fraction)}` : text;
}
