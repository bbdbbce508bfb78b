import { describe, expect, it } from 'vitest';
import { deliveryTargetOf, pinForArea, placeForContext, zoneOfPlace, type DeliveryPlace } from './delivery-rules.ts';
import { box, createZone } from './test-factories.ts';

const sharq = { id: 11, zoneId: 1, branchId: 1, name: 'Sharq' };
const emptyPlace: DeliveryPlace = { area: null, pin: null, queriedAddress: null, shipping: null };

describe('delivery place rules (SPEC §4)', () => {
  it('keeps the selected area while its zone is visible in the current branch', () => {
    const patch = placeForContext(
      { ...emptyPlace, area: sharq },
      { branchId: 1, zones: [createZone()], shippingEnabled: true },
    );
    expect(patch).toEqual({});
  });

  it('when the current branch is another one, the selected area is dropped', () => {
    const patch = placeForContext(
      { ...emptyPlace, area: sharq },
      { branchId: 2, zones: [createZone()], shippingEnabled: true },
    );
    expect(patch).toEqual({ area: null });
  });

  it('when the area’s zone is hidden or gone, the selected area is dropped', () => {
    const hidden = placeForContext(
      { ...emptyPlace, area: sharq },
      { branchId: 1, zones: [createZone({ visible: false })], shippingEnabled: true },
    );
    expect(hidden).toEqual({ area: null });
    const gone = placeForContext({ ...emptyPlace, area: sharq }, { branchId: 1, zones: [], shippingEnabled: true });
    expect(gone).toEqual({ area: null });
  });

  it('keeps the area until the zones have loaded', () => {
    expect(
      placeForContext({ ...emptyPlace, area: sharq }, { branchId: 1, zones: undefined, shippingEnabled: true }),
    ).toEqual({});
  });

  it('follows an area that moved to another zone', () => {
    const moved = createZone({ id: 7 });
    expect(
      placeForContext({ ...emptyPlace, area: sharq }, { branchId: 1, zones: [moved], shippingEnabled: true }),
    ).toEqual({
      area: { ...sharq, zoneId: 7 },
    });
  });

  it('looks a pin’s zone up again and drops a pin of another branch', () => {
    const pin = { lat: 29.37, lng: 47.98, zoneId: null, branchId: 1 };
    expect(
      placeForContext({ ...emptyPlace, pin }, { branchId: 1, zones: [createZone()], shippingEnabled: true }),
    ).toEqual({
      pin: { ...pin, zoneId: 1 },
    });
    expect(
      placeForContext({ ...emptyPlace, pin }, { branchId: 2, zones: [createZone()], shippingEnabled: true }),
    ).toEqual({
      pin: null,
    });
  });

  it('when shipping is disabled, the chosen country is reset', () => {
    const shipping = { countryId: 3, countryIso: 'SA', branchId: 1 };
    expect(placeForContext({ ...emptyPlace, shipping }, { branchId: 1, zones: [], shippingEnabled: false })).toEqual({
      shipping: null,
    });
  });

  it('when the chosen country belongs to another branch, shipping is reset; the home country without a branch stays', () => {
    const abroad = { countryId: 3, countryIso: 'SA', branchId: 2 };
    expect(
      placeForContext({ ...emptyPlace, shipping: abroad }, { branchId: 1, zones: [], shippingEnabled: true }),
    ).toEqual({
      shipping: null,
    });
    const home = { countryId: 0, countryIso: 'KW', branchId: null };
    expect(
      placeForContext({ ...emptyPlace, shipping: home }, { branchId: 1, zones: [], shippingEnabled: true }),
    ).toEqual({});
  });
});

describe('where the order goes', () => {
  it('sends the area, with its pin when there is one, else the pin alone', () => {
    const pin = { lat: 29.37, lng: 47.98, zoneId: 1, branchId: 1 };
    expect(deliveryTargetOf({ area: sharq, pin: null })).toEqual({ area_id: 11 });
    expect(deliveryTargetOf({ area: sharq, pin })).toEqual({ area_id: 11, location: { lat: 29.37, lng: 47.98 } });
    expect(deliveryTargetOf({ area: null, pin })).toEqual({ location: { lat: 29.37, lng: 47.98 } });
    expect(deliveryTargetOf({ area: null, pin: null })).toBeNull();
  });

  it('finds the zone of the area, else of the pin; a pin outside every zone has none', () => {
    const zones = [
      createZone(),
      createZone({
        id: 2,
        fees: 1,
        areas: [{ id: 21, name: 'Salmiya', parent_name: null, shape: box(48.05, 29.3, 48.1, 29.35), osm_id: null }],
      }),
    ];
    expect(zoneOfPlace({ area: sharq, pin: null }, zones, 1)?.id).toBe(1);
    expect(zoneOfPlace({ area: null, pin: { lat: 29.32, lng: 48.07, zoneId: null, branchId: 1 } }, zones, 1)?.id).toBe(
      2,
    );
    expect(zoneOfPlace({ area: null, pin: { lat: 10, lng: 10, zoneId: null, branchId: 1 } }, zones, 1)).toBeNull();
  });

  it('choosing an area moves a pin outside it to the area’s centre unless an address was searched', () => {
    const area = createZone().areas[0];
    if (!area) throw new Error('no area');
    const pin = { lat: 10, lng: 10, zoneId: null, branchId: 1 };
    const snapped = pinForArea({ area, pin, hasQueriedAddress: false, zoneId: 1 });
    expect(snapped).toMatchObject({ lat: expect.closeTo(29.38, 5), lng: expect.closeTo(47.99, 5), zoneId: 1 });
    expect(pinForArea({ area, pin, hasQueriedAddress: true, zoneId: 1 })).toBe(pin);
  });
});
