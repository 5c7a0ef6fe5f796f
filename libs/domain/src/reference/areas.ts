/**
 * The province / city / district tree (seed 000 §2.9, §7: items carry areaname, id, children).
 * Ids are GB/T 2260 codes as strings (苏州工业园区 has the customary 320571). The four
 * direct-administered cities and the two SARs get a synthetic middle level 99999 carrying their
 * name again (seed 000 §9), so every path is province, city, district.
 *
 * This file is pure and holds no data: the whole tree is built on the server from a maintained
 * package (./area-tree.ts, imported as @parkflow/domain/area-tree, not from the package index so
 * the console bundle does not carry it); the console gets it from GET /api/reference/areas and
 * uses the *In functions on its copy.
 */
export interface AreaNode {
  id: string;
  areaname: string;
  children?: AreaNode[];
}

/** Seed 000 §9: the synthetic middle level of the direct-administered cities and the SARs. */
export const SYNTHETIC_CITY_ID = '99999';

/** 北京, 天津, 上海, 重庆 and 香港, 澳门: provinces whose districts sit under the synthetic level. */
export const SYNTHETIC_LEVEL_PROVINCES = ['110000', '120000', '310000', '500000', '810000', '820000'] as const;

/** A division as GB/T 2260 packages give it: code, name, the divisions below. */
export interface Division {
  code: string;
  name: string;
  children?: readonly Division[];
}

/** Placeholder rows of older GB/T 2260 editions (e.g. 320501 市辖区): not a place anyone is from. */
const PLACEHOLDER = '市辖区';
/** 'X省-省直辖县级行政区划' as some packages name the county-level cities under a province. */
const directlyGoverned = (province: string, name: string): string => {
  const bare = name.startsWith(`${province}-`) ? name.slice(province.length + 1) : name;
  if (!/直辖县级行政区划$/.test(bare)) return bare;
  return province.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
};

const nodeOf = (d: Division, name = d.name): AreaNode => ({ id: d.code, areaname: name });

/**
 * The area tree of provinces, cities and districts, from a GB/T 2260 province / city / district
 * list: placeholders left out, a province's county-level cities under their seed name, and the
 * synthetic middle level added for the municipalities and SARs (their districts, however the
 * package nests them, under 99999).
 */
export function areaTreeOf(provinces: readonly Division[]): AreaNode[] {
  const real = (ds: readonly Division[] | undefined) => (ds ?? []).filter((d) => d.name !== PLACEHOLDER);
  const withChildren = (node: AreaNode, children: AreaNode[]): AreaNode => (children.length ? { ...node, children } : node);
  return provinces.map((p) => {
    if ((SYNTHETIC_LEVEL_PROVINCES as readonly string[]).includes(p.code)) {
      // flattened first: some editions nest them under 市辖区 (110100) or 县 (500200)
      const districts = real((p.children ?? []).flatMap((c) => (c.children?.length ? c.children : [c])));
      return withChildren(nodeOf(p), [{ id: SYNTHETIC_CITY_ID, areaname: p.name, children: districts.map((d) => nodeOf(d)) }]);
    }
    const cities = real(p.children).map((c) =>
      withChildren(
        nodeOf(c, directlyGoverned(p.name, c.name)),
        real(c.children).map((d) => nodeOf(d)),
      ),
    );
    return withChildren(nodeOf(p), cities);
  });
}

const key = (id: unknown) => (id === null || id === undefined ? '' : String(id).trim());

/** The nodes along province, city, district ids in `tree`; stops at the first id it does not know. */
export function areaPathIn(tree: readonly AreaNode[], ...ids: unknown[]): AreaNode[] {
  const path: AreaNode[] = [];
  let level: readonly AreaNode[] | undefined = tree;
  for (const id of ids.map(key)) {
    if (!id) break;
    const node: AreaNode | undefined = level?.find((n) => n.id === id);
    if (!node) break;
    path.push(node);
    level = node.children;
  }
  return path;
}

/** True when the given ids (empty ones left out at the end) are a path of `tree`. */
export function isKnownAreaPathIn(tree: readonly AreaNode[], area: unknown, city?: unknown, district?: unknown): boolean {
  const ids = [area, city, district].map(key);
  const given = ids.length - [...ids].reverse().findIndex((id) => id !== '');
  if (given > ids.length || ids.slice(0, given).some((id) => id === '')) return false;
  return areaPathIn(tree, ...ids.slice(0, given)).length === given;
}

/**
 * 江苏省-苏州市-苏州工业园区: the names along the path in `tree`, a repeated name (上海市 under
 * 上海市) said once. Ids the tree does not know are shown as they are, a bare 99999 is left out.
 */
export function areaLabelIn(
  tree: readonly AreaNode[],
  area: unknown,
  city?: unknown,
  district?: unknown,
  separator = '-',
): string {
  const ids = [area, city, district].map(key);
  const path = areaPathIn(tree, ...ids);
  const names = ids.map((id, i) => (i < path.length ? path[i]!.areaname : id !== SYNTHETIC_CITY_ID ? id : '')).filter(Boolean);
  return names.filter((name, i) => name !== names[i - 1]).join(separator);
}

/** Names by id of every province, city and district of `tree` (99999 has no name of its own). */
export function areaNamesOf(tree: readonly AreaNode[]): ReadonlyMap<string, string> {
  const byId = new Map<string, string>();
  const index = (nodes: readonly AreaNode[]) => {
    for (const n of nodes) {
      if (n.id !== SYNTHETIC_CITY_ID && !byId.has(n.id)) byId.set(n.id, n.areaname);
      if (n.children) index(n.children);
    }
  };
  index(tree);
  return byId;
}
