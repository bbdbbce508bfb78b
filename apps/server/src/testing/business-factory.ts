import type { BusinessFileInput } from '@okmenu/contract';

const week = (from: string, to: string) =>
  Array.from({ length: 7 }, () => ({ closed: false, shifts: [{ time_from: from, time_to: to }] }));

/** A small valid business import file; pass overrides to shape it for a test. */
export function createBusinessFile(overrides: Partial<BusinessFileInput> = {}): BusinessFileInput {
  return {
    format: 1,
    business: {
      reference_id: 'testbistro',
      domains: ['order.testbistro.com'],
      business_name: { en: 'Test Bistro', ar: 'بيسترو التجربة' },
      currency: 'KWD',
      country_iso: 'KW',
      locales: ['en', 'ar'],
      fees: 0.25,
      ...overrides.business,
    },
    branches: overrides.branches ?? [
      {
        id: 1,
        reference_id: 'city',
        name: { en: 'City', ar: 'المدينة' },
        location: { lat: 29.37, lng: 47.98 },
        time_zone: 'Asia/Kuwait',
        selling_types: ['delivery', 'car_pickup'],
        shifts: { delivery: week('10:00', '22:00'), car_pickup: week('08:00', '23:00') },
      },
      {
        id: 2,
        reference_id: 'salmiya',
        name: { en: 'Salmiya', ar: 'السالمية' },
        location: { lat: 29.33, lng: 48.07 },
        time_zone: 'Asia/Kuwait',
        selling_types: ['dine_in'],
        shifts: { dine_in: week('12:00', '00:00') },
      },
    ],
    categories: overrides.categories ?? [
      { id: 10, name: { en: 'Grills', ar: 'مشاوي' }, sort: 1 },
      { id: 11, name: { en: 'Drinks', ar: 'مشروبات' }, sort: 2 },
    ],
    items: overrides.items ?? [
      {
        id: 100,
        category_id: 10,
        name: { en: 'Mixed grill', ar: 'مشاوي مشكلة' },
        description: { en: 'Lamb, chicken and kofta', ar: 'لحم ودجاج وكفتة' },
        types: { delivery: true, car_pickup: true, dine_in: true },
        price_labels: [{ id: 1000, price: 4.5 }],
        sort: 1,
      },
      {
        id: 101,
        category_id: 11,
        name: { en: 'Karak tea', ar: 'شاي كرك' },
        types: { delivery: true, car_pickup: true, dine_in: true },
        price_labels: [
          { id: 1010, label: { en: 'Small', ar: 'صغير' }, price: 0.35 },
          { id: 1011, label: { en: 'Large', ar: 'كبير' }, price: 0.5 },
        ],
        sort: 2,
      },
    ],
    ...Object.fromEntries(
      Object.entries(overrides).filter(([key]) => !['business', 'branches', 'categories', 'items'].includes(key)),
    ),
  } as BusinessFileInput;
}
