import { createBusinessFile } from './business-factory.ts';

type Ring = [number, number][];

/** A rectangle polygon from its west, south, east and north edges, in GeoJSON [lng, lat]. */
export const box = (
  west: number,
  south: number,
  east: number,
  north: number,
): { type: 'Polygon'; coordinates: Ring[] } => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

/** Branch 1 delivers to central Kuwait City (zone 1) and Salmiya (zone 2); branch 2 to Ahmadi (zone 4). */
export function createDeliveryBusinessFile() {
  return createBusinessFile({
    business: {
      reference_id: 'testbistro',
      domains: [],
      business_name: { en: 'Test Bistro' },
      currency: 'KWD',
      country_iso: 'KW',
      locales: ['en', 'ar'],
      fees: 0,
      checkoutDelivery: { fields: { block: { on: true, required: true }, street: { on: true } } },
    },
    zones: [
      {
        id: 1,
        branch_id: 1,
        name: { en: 'Capital', ar: 'العاصمة' },
        fees: 0.75,
        min_order: 5,
        delivery_time: 45,
        color: '#ff0000',
        areas: [
          {
            id: 11,
            name: { en: 'Sharq', ar: 'شرق' },
            parent_name: { en: 'Capital', ar: 'العاصمة' },
            shape: box(47.96, 29.36, 48.02, 29.4),
            osm_id: 6331247,
          },
          { id: 12, shape: box(47.9, 29.3, 47.92, 29.32) },
        ],
      },
      {
        id: 2,
        branch_id: 1,
        name: { en: 'Hawalli' },
        fees: 1,
        areas: [
          { id: 21, name: { en: 'Salmiya' }, shape: box(48.05, 29.3, 48.1, 29.35) },
          { id: 22, name: { en: 'Marina Mall' }, shape: { type: 'Point', coordinates: [48.0766, 29.3402] } },
        ],
      },
      {
        id: 3,
        branch_id: 1,
        name: { en: 'Everywhere (old)' },
        fees: 0,
        visible: false,
        areas: [{ id: 31, name: { en: 'Kuwait' }, shape: box(46.5, 28.5, 48.5, 30.1) }],
      },
      {
        id: 4,
        branch_id: 2,
        name: { en: 'Ahmadi' },
        fees: 0.5,
        areas: [{ id: 41, name: { en: 'Ahmadi' }, shape: box(48, 29, 48.2, 29.15) }],
      },
    ],
    shipping_countries: [
      {
        id: 1,
        branch_id: 1,
        country: { en: 'Saudi Arabia', ar: 'السعودية' },
        country_iso: 'SA',
        fees_per_kg: 1.5,
        fixed_fees: 2,
        min_order: 10,
      },
      { id: 2, branch_id: 1, country: { en: 'United Arab Emirates' }, country_iso: 'AE', fees_per_kg: 2.25 },
    ],
  });
}
