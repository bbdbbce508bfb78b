import { describe, expect, it } from 'vitest';
import { reservationAreaLabel, tableAreaLabel } from './table-area.ts';

describe('table area labels', () => {
  it("shows the business's name for an area, and the humanised code only when it gave none", () => {
    expect(tableAreaLabel('main_hall', 'الصالة')).toBe('الصالة');
    expect(tableAreaLabel('main_hall', undefined)).toBe('Main hall');
    expect(tableAreaLabel('roof-top', null)).toBe('Roof top');
  });

  it("names a booking's area in the interface language, else the answer's name, else the code", () => {
    const named = {
      table_area: 'terrace',
      table_area_name: 'Terrace',
      table_area_names: { en: 'Terrace', ar: 'التراس' },
    };
    expect(reservationAreaLabel(named, 'ar')).toBe('التراس');
    expect(reservationAreaLabel(named, 'en-GB')).toBe('Terrace');
    expect(reservationAreaLabel({ ...named, table_area_names: { en: 'Terrace' } }, 'ar')).toBe('Terrace');
    expect(reservationAreaLabel({ table_area: 'main_hall', table_area_name: null, table_area_names: {} }, 'ar')).toBe(
      'Main hall',
    );
    expect(reservationAreaLabel({ table_area: null, table_area_name: null, table_area_names: {} }, 'ar')).toBeNull();
  });
});
