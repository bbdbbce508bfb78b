import type { ZoneWire } from '@okmenu/contract';
import { areaList, foldText, type AreaGroup, type DeliveryZone } from '@okmenu/domain';

/** The wire zones as the domain's zones; money stays in the wire's major units (only compared and shown). */
export function domainZones(zones: readonly ZoneWire[]): DeliveryZone[] {
  return zones.map((zone) => ({ ...zone, areas: zone.areas.map((area) => ({ ...area })) }));
}

/** The area picker's groups for a branch: named areas of its visible zones, grouped by parent name. */
export function areaGroupsOf(zones: readonly ZoneWire[], branchId: number): AreaGroup[] {
  return areaList(domainZones(zones.filter((zone) => zone.branch_id === branchId)));
}

/** The picker's areas of one branch that delivers, under its name when several branches do (issue 12). */
export interface AreaSection {
  branchId: number;
  branchName: string;
  groups: AreaGroup[];
}

/**
 * The area picker's sections: the areas of every branch that delivers (SPEC §4 zones hold every branch's), the
 * current branch first and then the others in the business's order; a branch with no named area is left out.
 */
export function areaSectionsOf(
  zones: readonly ZoneWire[],
  branches: readonly { id: number; name: string }[],
  currentBranchId: number,
): AreaSection[] {
  const order = [currentBranchId, ...branches.map((branch) => branch.id).filter((id) => id !== currentBranchId)];
  const sections: AreaSection[] = [];
  for (const branchId of order) {
    const groups = areaGroupsOf(zones, branchId);
    const branchName = branches.find((branch) => branch.id === branchId)?.name ?? '';
    if (groups.length > 0) sections.push({ branchId, branchName, groups });
  }
  return sections;
}

/** The sections whose areas match the query (see `searchAreaGroups`); sections left with nothing go. */
export function searchAreaSections(
  sections: readonly AreaSection[],
  query: string,
  index: ReadonlyMap<number, string>,
): AreaSection[] {
  return sections
    .map((section) => ({ ...section, groups: searchAreaGroups(section.groups, query, index) }))
    .filter((section) => section.groups.length > 0);
}

/**
 * Every folded name an area is known by: its name and parent name in each language the zones were fetched in,
 * so "sharq" and "شرق" both find Sharq.
 */
export function areaSearchIndex(zonesByLanguage: readonly (readonly ZoneWire[])[]): Map<number, string> {
  const index = new Map<number, string[]>();
  for (const zones of zonesByLanguage) {
    for (const zone of zones) {
      for (const area of zone.areas) {
        const names = index.get(area.id) ?? [];
        for (const name of [area.name, area.parent_name]) if (name) names.push(foldText(name));
        index.set(area.id, names);
      }
    }
  }
  return new Map([...index].map(([id, names]) => [id, names.join('\n')]));
}

/**
 * The groups whose areas match the query (folded: case, accents, Arabic letter forms); a group whose parent
 * name matches keeps all its areas. An empty query keeps everything.
 */
export function searchAreaGroups(groups: readonly AreaGroup[], query: string, index: ReadonlyMap<number, string>) {
  const needle = foldText(query);
  if (!needle) return [...groups];
  const result: AreaGroup[] = [];
  for (const group of groups) {
    const areas = group.areas.filter((choice) =>
      (index.get(choice.area.id) ?? foldText(`${choice.name}\n${group.parent_name ?? ''}`)).includes(needle),
    );
    if (areas.length > 0) result.push({ ...group, areas });
  }
  return result;
}

/**
 * The sections cut to their first `count` areas, in order (groups and sections left empty go): what the picker
 * draws first, a screenful, before the rest in a task of its own.
 */
export function firstAreas(sections: readonly AreaSection[], count: number): AreaSection[] {
  let left = count;
  const result: AreaSection[] = [];
  for (const section of sections) {
    if (left <= 0) break;
    const groups: AreaGroup[] = [];
    for (const group of section.groups) {
      if (left <= 0) break;
      const areas = group.areas.slice(0, left);
      left -= areas.length;
      if (areas.length > 0) groups.push({ ...group, areas });
    }
    if (groups.length > 0) result.push({ ...section, groups });
  }
  return result;
}
