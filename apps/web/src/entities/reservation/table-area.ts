import type { ReservationWire } from '@okmenu/contract';

/**
 * A table area as a guest or the staff read it (issue 14): the business's name for it, else its code humanised
 * ("main_hall" reads "Main hall") when the business named no areas.
 */
export function tableAreaLabel(code: string, name?: string | null): string {
  if (name) return name;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A booking's area in the interface language, else in the language the answer chose; null without an area. */
export function reservationAreaLabel(
  reservation: Pick<ReservationWire, 'table_area' | 'table_area_name' | 'table_area_names'>,
  language: string,
): string | null {
  if (!reservation.table_area) return null;
  const names = reservation.table_area_names;
  const base = language.split('-')[0] ?? language;
  return tableAreaLabel(reservation.table_area, names[language] || names[base] || reservation.table_area_name);
}
