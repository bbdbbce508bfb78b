import type { BusinessFileInput } from '@okmenu/contract';
import { createBusinessFile } from './business-factory.ts';

const breakfastHours = Array.from({ length: 7 }, () => ({
  closed: false,
  shifts: [{ time_from: '07:00', time_to: '11:00' }],
}));
const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });
const everyType = { delivery: true, car_pickup: true, dine_in: true };

/**
 * The test bistro (KWD) with what pricing needs: price labels, modifier groups, an inclusive VAT, a
 * required comment, count bounds, business discounts, coupons of every kind, zones and a shipping country.
 * Item 202 is breakfast (07:00–11:00), 203 is hidden in branch 1, 204 is dine-in only, 205 a reservation dish.
 */
export function createPricingBusiness(overrides: Partial<BusinessFileInput> = {}): BusinessFileInput {
  const base = createBusinessFile();
  return createBusinessFile({
    business: {
      ...base.business,
      fees: 0.25,
      exclusiveTaxes: [{ id: 9, name: { en: 'Municipality', ar: 'بلدية' }, rate: 2.5 }],
    },
    branches: base.branches?.map((branch) =>
      branch.id === 2 ? { ...branch, selling_types: ['dine_in', 'reservation'] } : branch,
    ),
    categories: [
      ...(base.categories ?? []),
      { id: 12, name: { en: 'Breakfast' }, sort: 3, schedule: breakfastHours },
      { id: 20, name: { en: 'Burgers' }, sort: 4 },
    ],
    items: [
      ...(base.items ?? []),
      {
        id: 200,
        category_id: 20,
        name: { en: 'Burger' },
        types: everyType,
        price_labels: [
          { id: 2000, label: { en: 'Single' }, price: 2.5, weight: 0.3 },
          { id: 2001, label: { en: 'Double' }, price: 3.75, weight: 0.45, shippingWeight: 0.5, maximum: 5 },
        ],
        modifier_groups: [
          {
            id: 21,
            name: { en: 'Extras' },
            min: 0,
            max: 3,
            modifiers: [
              { id: 210, name: { en: 'Cheese' }, price: 0.2, max_quantity: 2 },
              { id: 211, name: { en: 'Bacon' }, price: 0.5 },
            ],
          },
          {
            id: 22,
            name: { en: 'Bread' },
            min: 1,
            max: 1,
            modifiers: [
              { id: 220, name: { en: 'White' }, price: 0 },
              { id: 221, name: { en: 'Brown' }, price: 0.1 },
            ],
          },
        ],
        inclusive_taxes: [{ id: 5, name: { en: 'VAT' }, rate: 15 }],
      },
      {
        id: 201,
        category_id: 20,
        name: { en: 'Named cake' },
        types: everyType,
        require_comment: true,
        price_labels: [{ id: 2010, price: 6, minimum: 2, maximum: 10 }],
      },
      { id: 202, category_id: 12, name: { en: 'Foul' }, types: everyType, price_labels: [{ id: 2020, price: 1 }] },
      {
        id: 203,
        category_id: 10,
        name: { en: 'Salmiya special' },
        types: everyType,
        price_labels: [{ id: 2030, price: 3 }],
        branches: [{ branch_id: 1, visible: false }],
      },
      {
        id: 204,
        category_id: 11,
        name: { en: 'Table tea' },
        types: { dine_in: true },
        price_labels: [{ id: 2040, price: 1 }],
      },
      {
        id: 205,
        category_id: 10,
        name: { en: 'Reserved platter' },
        types: { reservation: true, dine_in: true },
        price_labels: [{ id: 2050, price: 12 }],
      },
    ],
    discounts: {
      delivery: {
        items: { '100': { type: 'fixed', value: 0.5 } },
        categories: { '20': { type: 'percent', value: 10 } },
      },
      dine_in: { all_menu: { type: 'percent', value: 5 } },
    },
    coupons: [
      { id: 1, code: 'PCT20', discount_type: 'percent', discount_value: 20 },
      { id: 2, code: 'Fix1', discount_type: 'fixed', discount_value: 1, all_menu: false, item_ids: [200] },
      { id: 3, code: 'GUEST15', discount_type: 'percent', discount_value: 15, user_type: 'guests' },
      { id: 4, code: 'MEMBERS', discount_type: 'percent', discount_value: 30, user_type: 'auth_users' },
      { id: 5, code: 'FREEDEL', discount_type: 'percent', discount_value: 0, free_delivery: true },
      { id: 6, code: 'OLD', discount_type: 'percent', discount_value: 50, ends_at: '2026-01-01T00:00:00+03:00' },
      { id: 7, code: 'OFF', discount_type: 'percent', discount_value: 50, active: false },
      { id: 8, code: 'HALF2', discount_type: 'percent', discount_value: 50, max_allowed_items: 2 },
    ],
    zones: [
      {
        id: 1,
        branch_id: 1,
        name: { en: 'Sharq' },
        fees: 0.75,
        min_order: 5,
        areas: [{ id: 1, shape: point(47.98, 29.37) }],
      },
      { id: 2, branch_id: 1, name: { en: 'Old zone' }, fees: 1, visible: false, areas: [] },
      { id: 3, branch_id: 2, name: { en: 'Salmiya' }, fees: 0.5, areas: [] },
    ],
    shipping_countries: [
      {
        id: 1,
        branch_id: 1,
        country: { en: 'Saudi Arabia' },
        country_iso: 'SA',
        fees_per_kg: 2,
        fixed_fees: 1,
        min_order: 10,
      },
    ],
    ...overrides,
  });
}
