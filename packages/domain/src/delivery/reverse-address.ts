/** The `address` object of a Nominatim jsonv2 answer; every part is optional. */
export type ReverseAddressParts = Partial<Record<string, string | null | undefined>>;

/** The parts joined into an address line, most precise first (SPEC §7); city wins over state. */
const parts = ['building', 'road', 'neighbourhood', 'suburb', 'district', 'quarter'] as const;

/**
 * The address line of a reverse-geocoding answer (SPEC §7): building, road, neighbourhood, suburb,
 * district, quarter and then the city, or the state when there is no city. Empty parts are skipped and
 * a part equal to an earlier one (ignoring case and spaces) is written once.
 */
export function formatReverseAddress(address: ReverseAddressParts | null | undefined): string {
  if (!address) return '';
  const values = [...parts.map((part) => address[part]), address.city?.trim() ? address.city : address.state];
  const seen = new Set<string>();
  const line: string[] = [];
  for (const value of values) {
    const text = value?.trim().replace(/\s+/g, ' ');
    const key = text?.toLocaleLowerCase();
    if (!text || !key || seen.has(key)) continue;
    seen.add(key);
    line.push(text);
  }
  return line.join(', ');
}
