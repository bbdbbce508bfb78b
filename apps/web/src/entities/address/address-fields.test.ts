import { describe, expect, it } from 'vitest';
import { addressLineOf, mapsUrlOf, orderAddressOf } from './address-fields.ts';

const labels: Record<string, string> = {
  'delivery.fields.block': 'Block',
  'delivery.fields.street': 'Street',
  'delivery.fields.floor': 'Floor',
  'delivery.fields.note': 'Directions for the driver',
};

describe('a delivery order’s address as shown', () => {
  const order = {
    selling_type: 'delivery',
    area: { id: 11, name: 'Sharq', names: { en: 'Sharq', ar: 'شرق' } },
    address: {
      note: 'Green door',
      street: 'Street 41',
      floor: 2,
      block: '4',
      type: 'residency',
      contact_name: 'Mona',
      contact_phone: '+96550001234',
      saved_address_id: 7,
    },
    delivery: { area_id: 11, location: { lat: 29.38, lng: 47.99 } },
  };

  it('keeps the form’s field order, labels as keys, the type as a word key and the pin as a maps link', () => {
    const view = orderAddressOf(order, 'en');
    expect(view).toEqual({
      area: 'Sharq',
      fields: [
        { name: 'block', label: 'delivery.fields.block', value: '4' },
        { name: 'street', label: 'delivery.fields.street', value: 'Street 41' },
        { name: 'floor', label: 'delivery.fields.floor', value: '2' },
        { name: 'note', label: 'delivery.fields.note', value: 'Green door' },
      ],
      type: 'delivery.types.residency',
      contactName: 'Mona',
      contactPhone: '+96550001234',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=29.38,47.99',
    });
    expect(addressLineOf(view?.fields ?? [], { label: (key) => labels[key] ?? key, separator: ', ' })).toBe(
      'Block 4, Street 41, Floor 2',
    );
  });

  it('names the area in the reader’s language, falling back to the server’s pick', () => {
    expect(orderAddressOf(order, 'ar')?.area).toBe('شرق');
    expect(orderAddressOf(order, 'ar-KW')?.area).toBe('شرق');
    expect(orderAddressOf(order, 'fr')?.area).toBe('Sharq');
  });

  it('never passes on a type it has no word for, and shows an older order with only its fields', () => {
    const older = {
      selling_type: 'delivery',
      address: { street: 'Gulf Road', type: 'castle' },
      delivery: { area_id: 3 },
    };
    expect(orderAddressOf(older, 'en')).toEqual({
      area: null,
      fields: [{ name: 'street', label: 'delivery.fields.street', value: 'Gulf Road' }],
      type: null,
      contactName: null,
      contactPhone: null,
      mapsUrl: null,
    });
  });

  it('is nothing for other order types and for a delivery that kept nothing', () => {
    expect(orderAddressOf({ ...order, selling_type: 'car_pickup' }, 'en')).toBeNull();
    expect(orderAddressOf({ selling_type: 'delivery', address: null, delivery: null }, 'en')).toBeNull();
  });

  it('links a pin to a maps search', () => {
    expect(mapsUrlOf({ lat: -1.5, lng: 103.25 })).toBe('https://www.google.com/maps/search/?api=1&query=-1.5,103.25');
  });
});
