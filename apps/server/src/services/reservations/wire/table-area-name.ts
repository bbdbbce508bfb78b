import { pickText } from '@okmenu/domain';
import type { BusinessGraph } from '../../../db/business-repository.ts';

/** A branch's name for a table area in the first of the languages it has (issue 14); null when it gave none. */
export function tableAreaName(options: {
  graph: BusinessGraph;
  branchId: number;
  code: string;
  locale: string | undefined;
}): { name: string; names: Partial<Record<string, string>> } | null {
  const branch = options.graph.branches.find((candidate) => candidate.id === options.branchId);
  const area = branch?.table_areas?.find((candidate) => candidate.code === options.code);
  if (!area) return null;
  const locales = [...(options.locale ? [options.locale] : []), ...options.graph.settings.locales];
  return { name: pickText(area.name, locales), names: area.name };
}
