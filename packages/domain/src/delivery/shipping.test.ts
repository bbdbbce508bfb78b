import { describe, expect, it } from 'vitest';
import { orderFees } from '../pricing/fees.ts';
import { deliveryFeeSource, shippingCountries } from './shipping.ts';
import { createArea, createZone, rect, spot } from './test-factories.ts';

const country = (id: number, iso: string, branch = 1) => ({
  id,
  country_iso: iso,
  branch_id: branch,
  fees_per_kg: 2000,
  fixed_fees: 1500,
  min_order: 5000,
});

describe('shippingCountries', () => {
  it("puts the business's own country first and adds it when the owner did not list it", () => {
    const list = shippingCountries([country(1, 'SA'), country(2, 'AE')], 'KW');
    expect(list.map((d) => [d.country_iso, d.home, d.config?.id ?? null])).toEqual([
      ['KW', true, null],
      ['SA', false, 1],
      ['AE', false, 2],
    ]);
  });

  it('moves a listed own country to the front instead of adding it twice', () => {
    const list = shippingCountries([country(1, 'SA'), country(2, 'kw'), country(3, 'KW', 2)], 'KW');
    expect(list.map((d) => [d.country_iso, d.home, d.config?.id])).toEqual([
      ['KW', true, 2],
      ['KW', true, 3],
      ['SA', false, 1],
    ]);
  });
});

describe('deliveryFeeSource', () => {
  const near = createZone({ id: 1, fees: 500, min_order: 3000, areas: [createArea({ shape: rect(0, 0, 4, 4) })] });
  const far = createZone({
    id: 2,
    fees: 1250,
    min_order: 8000,
    areas: [createArea({ id: 2, shape: rect(4, 0, 8, 4) })],
  });
  const zones = [near, far];

  it('shipping fee is Σ weight × count × fees per kg plus the fixed fee, with the country minimum', () => {
    const source = deliveryFeeSource({ shippingCountry: country(1, 'SA'), zones, location: spot(1, 1) });
    expect(source.ok).toBe(true);
    if (!source.ok) return;
    const lines = [
      { weight: 0.5, count: 3 },
      { weight: 1.25, count: 2 },
    ];
    expect(orderFees({ fee: source.fee, sellingType: 'delivery', lines, freeDelivery: false })).toEqual({
      deliveryFee: 0,
      shippingFee: 4 * 2000 + 1500,
      minOrder: 5000,
    });
  });

  it("the selected area's zone sets the fee and minimum before the location's zone", () => {
    const source = deliveryFeeSource({ selectedAreaZone: far, zones, location: spot(1, 1) });
    expect(source).toEqual({ ok: true, fee: { kind: 'delivery', zone: { fees: 1250, minOrder: 8000 } }, zone: far });
  });

  it('without a selected area the zone containing the location applies', () => {
    const source = deliveryFeeSource({ zones, location: spot(1, 1) });
    expect(source.ok && source.fee).toEqual({ kind: 'delivery', zone: { fees: 500, minOrder: 3000 } });
  });

  it('a selected area whose zone was hidden falls back to the location', () => {
    const source = deliveryFeeSource({ selectedAreaZone: { ...far, visible: false }, zones, location: spot(1, 1) });
    expect(source.ok && source.zone?.id).toBe(1);
  });

  it('a location outside every zone cannot be delivered, rather than charged a default fee', () => {
    expect(deliveryFeeSource({ zones, location: spot(20, 20) })).toEqual({
      ok: false,
      reason: 'outside_delivery_area',
    });
    expect(deliveryFeeSource({ zones })).toEqual({ ok: false, reason: 'outside_delivery_area' });
  });

  it('a free-delivery coupon zeroes the zone fee but keeps its minimum', () => {
    const source = deliveryFeeSource({ zones, location: spot(5, 1) });
    expect(source.ok && orderFees({ fee: source.fee, sellingType: 'delivery', lines: [], freeDelivery: true })).toEqual(
      {
        deliveryFee: 0,
        shippingFee: 0,
        minOrder: 8000,
      },
    );
  });
});
