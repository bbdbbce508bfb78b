import { describe, expect, it } from 'vitest';
import { areaList } from './area-list.ts';
import { createArea, createZone } from './test-factories.ts';

describe('areaList', () => {
  it('groups named areas by parent name, each with its zone fee, minimum and time', () => {
    const capital = createZone({
      id: 1,
      fees: 500,
      min_order: 3000,
      delivery_time: 45,
      areas: [
        createArea({ id: 1, name: 'Sharq', parent_name: 'Capital' }),
        createArea({ id: 2, name: 'Salmiya', parent_name: 'Hawalli' }),
        createArea({ id: 3, name: 'Qibla', parent_name: 'Capital' }),
      ],
    });
    const far = createZone({
      id: 2,
      fees: 1000,
      unit: 'hour',
      delivery_time: 2,
      areas: [createArea({ id: 4, name: 'Wafra', parent_name: null })],
    });
    const groups = areaList([capital, far]);
    expect(groups.map((g) => [g.parent_name, g.areas.map((a) => a.name)])).toEqual([
      ['Capital', ['Sharq', 'Qibla']],
      ['Hawalli', ['Salmiya']],
      [null, ['Wafra']],
    ]);
    expect(groups[0]?.areas[0]).toMatchObject({
      zone_id: 1,
      branch_id: 1,
      fees: 500,
      min_order: 3000,
      delivery_time: 45,
      unit: 'minute',
    });
    expect(groups[2]?.areas[0]).toMatchObject({ zone_id: 2, fees: 1000, delivery_time: 2, unit: 'hour' });
  });

  it('unnamed areas are left out of the list', () => {
    const zone = createZone({
      areas: [
        createArea({ id: 1, name: null }),
        createArea({ id: 2, name: '  ' }),
        createArea({ id: 3, name: undefined }),
        createArea({ id: 4, name: 'Bneid Al Gar' }),
      ],
    });
    expect(areaList([zone]).flatMap((g) => g.areas.map((a) => a.area.id))).toEqual([4]);
  });

  it('areas of hidden zones are not offered', () => {
    expect(areaList([createZone({ visible: false })])).toEqual([]);
  });

  it('an area listed in two zones appears once, with the zone that applies where zones overlap', () => {
    const dear = createZone({ id: 1, fees: 900 });
    const cheap = createZone({ id: 2, fees: 400 });
    const list = areaList([dear, cheap]);
    expect(list.flatMap((g) => g.areas.map((a) => [a.area.id, a.zone_id]))).toEqual([[1, 2]]);
  });

  it('point areas with a name are listed like polygons', () => {
    const zone = createZone({
      areas: [createArea({ name: 'Avenues Mall', shape: { type: 'Point', coordinates: [47.93, 29.3] } })],
    });
    expect(areaList([zone])[0]?.areas[0]?.name).toBe('Avenues Mall');
  });
});
