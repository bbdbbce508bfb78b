import { describe, expect, it } from 'vitest';
import {
  areaGroupsOf,
  areaSearchIndex,
  areaSectionsOf,
  firstAreas,
  searchAreaGroups,
  searchAreaSections,
} from './area-search.ts';
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

describe('the areas of every branch that delivers', () => {
  const branches = [
    { id: 1, name: 'Sharq' },
    { id: 2, name: 'Ahmadi branch' },
    { id: 3, name: 'Jahra' },
  ];
  const summary = (sections: ReturnType<typeof areaSectionsOf>) =>
    sections.map((section) => [section.branchName, section.groups.flatMap((g) => g.areas.map((a) => a.name))]);

  it('lists the current branch first, then the other branches that deliver, leaving out those with no areas', () => {
    expect(summary(areaSectionsOf(english, branches, 1))).toEqual([
      ['Sharq', ['Sharq', 'Salmiya']],
      ['Ahmadi branch', ['Ahmadi']],
    ]);
    expect(summary(areaSectionsOf(english, branches, 2))).toEqual([
      ['Ahmadi branch', ['Ahmadi']],
      ['Sharq', ['Sharq', 'Salmiya']],
    ]);
    expect(areaSectionsOf(english, branches, 2)[0]?.groups[0]?.areas[0]).toMatchObject({ branch_id: 2, zone_id: 4 });
  });

  it("finds another branch's area from the current branch and keeps only the sections that match", () => {
    const sections = areaSectionsOf(english, branches, 1);
    const index = areaSearchIndex([english, arabic]);
    expect(summary(searchAreaSections(sections, 'ahm', index))).toEqual([['Ahmadi branch', ['Ahmadi']]]);
    expect(summary(searchAreaSections(sections, 'شرق', index))).toEqual([['Sharq', ['Sharq']]]);
    expect(searchAreaSections(sections, 'nowhere', index)).toEqual([]);
  });
});

describe('firstAreas', () => {
  const branches = [
    { id: 1, name: 'Sharq' },
    { id: 2, name: 'Ahmadi' },
  ];
  const sections = areaSectionsOf(english, branches, 1);
  const names = (cut: ReturnType<typeof firstAreas>) =>
    cut.map((section) => section.groups.map((group) => group.areas.map((choice) => choice.area.id)));

  it('keeps the first areas in order, across groups and sections, and drops what is left empty', () => {
    const all = names(sections);
    expect(all.flat(2).length).toBeGreaterThan(2);
    expect(names(firstAreas(sections, 100))).toEqual(all);
    const two = firstAreas(sections, 2);
    expect(
      two.flatMap((section) => section.groups.flatMap((group) => group.areas.map((choice) => choice.area.id))),
    ).toEqual(all.flat(2).slice(0, 2));
    expect(two.every((section) => section.groups.every((group) => group.areas.length > 0))).toBe(true);
    expect(firstAreas(sections, 0)).toEqual([]);
  });
});
