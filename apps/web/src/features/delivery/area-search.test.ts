import { describe, expect, it } from 'vitest';
import { areaGroupsOf, areaSearchIndex, searchAreaGroups } from './area-search.ts';
import { box, createZone } from './test-factories.ts';

const english = [
  createZone(),
  createZone({
    id: 2,
    name: 'Hawalli',
    fees: 1,
    areas: [
      { id: 21, name: 'Salmiya', parent_name: 'Hawalli', shape: box(48.05, 29.3, 48.1, 29.35), osm_id: null },
      { id: 22, name: null, parent_name: null, shape: box(48.2, 29.3, 48.3, 29.35), osm_id: null },
    ],
  }),
  createZone({
    id: 4,
    branch_id: 2,
    areas: [{ id: 41, name: 'Ahmadi', parent_name: null, shape: box(48, 29, 48.2, 29.15), osm_id: null }],
  }),
];
const arabic = english.map((zone) => ({
  ...zone,
  areas: zone.areas.map((area) => ({
    ...area,
    name: area.id === 11 ? 'شرق' : area.id === 21 ? 'السالمية' : area.name,
    parent_name: area.id === 11 ? 'العاصمة' : area.parent_name,
  })),
}));

describe('the area picker list', () => {
  it('groups named areas of the branch by parent name, leaving out unnamed areas and other branches', () => {
    const groups = areaGroupsOf(english, 1);
    expect(groups.map((group) => [group.parent_name, group.areas.map((choice) => choice.name)])).toEqual([
      ['Capital', ['Sharq']],
      ['Hawalli', ['Salmiya']],
    ]);
    expect(groups[0]?.areas[0]).toMatchObject({
      zone_id: 1,
      fees: 0.75,
      min_order: 5,
      delivery_time: 45,
      unit: 'minute',
    });
  });

  it('finds an area by its name in either script, ignoring case and Arabic letter forms', () => {
    const groups = areaGroupsOf(english, 1);
    const index = areaSearchIndex([english, arabic]);
    const names = (query: string) => searchAreaGroups(groups, query, index).flatMap((g) => g.areas.map((a) => a.name));
    expect(names('SHARQ')).toEqual(['Sharq']);
    expect(names('شرق')).toEqual(['Sharq']);
    expect(names('السالميه')).toEqual(['Salmiya']);
    expect(names('')).toEqual(['Sharq', 'Salmiya']);
    expect(names('nowhere')).toEqual([]);
  });

  it('finds every area of a parent by the parent’s name', () => {
    const groups = areaGroupsOf(english, 1);
    const index = areaSearchIndex([english, arabic]);
    expect(searchAreaGroups(groups, 'العاصمة', index).flatMap((g) => g.areas.map((a) => a.name))).toEqual(['Sharq']);
  });
});
