/** The `locale` header the web app sends on every call (SPEC §7), when it is sane. */
export function requestLocale(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers.locale;
  return typeof value === 'string' && value.length <= 35 ? value : undefined;
}
