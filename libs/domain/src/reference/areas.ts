/**
 * The province / city / district tree (seed 000 §2.9, §7: items carry areaname, id, children).
 * Only what the park needs: its own province and the cities its companies come from. Ids are
 * GB/T 2260 codes as strings; 苏州工业园区 uses the customary 320571.
 * The direct-administered cities get a synthetic middle level 99999 carrying the city's name
 * again (seed 000 §9), so every path is province, city, district.
 */
export interface AreaNode {
  id: string;
  areaname: string;
  children?: AreaNode[];
}

/** Seed 000 §9: the synthetic middle level of the direct-administered cities and the SARs. */
export const SYNTHETIC_CITY_ID = '99999';

const leaves = (items: Record<string, string>): AreaNode[] =>
  Object.entries(items).map(([id, areaname]) => ({ id, areaname }));

const municipality = (id: string, areaname: string, districts: Record<string, string>): AreaNode => ({
  id,
  areaname,
  children: [{ id: SYNTHETIC_CITY_ID, areaname, children: leaves(districts) }],
});

export const AREA_TREE: readonly AreaNode[] = [
  {
    id: '320000',
    areaname: '江苏省',
    children: [
      {
        id: '320100',
        areaname: '南京市',
        children: leaves({
          '320102': '玄武区',
          '320104': '秦淮区',
          '320105': '建邺区',
          '320106': '鼓楼区',
          '320113': '栖霞区',
          '320115': '江宁区',
        }),
      },
      {
        id: '320200',
        areaname: '无锡市',
        children: leaves({ '320205': '锡山区', '320206': '惠山区', '320211': '滨湖区', '320213': '梁溪区', '320214': '新吴区' }),
      },
      {
        id: '320400',
        areaname: '常州市',
        children: leaves({ '320402': '天宁区', '320404': '钟楼区', '320411': '新北区', '320412': '武进区' }),
      },
      {
        id: '320500',
        areaname: '苏州市',
        children: leaves({
          '320505': '虎丘区',
          '320506': '吴中区',
          '320507': '相城区',
          '320508': '姑苏区',
          '320509': '吴江区',
          '320571': '苏州工业园区',
          '320581': '常熟市',
          '320582': '张家港市',
          '320583': '昆山市',
          '320585': '太仓市',
        }),
      },
    ],
  },
  municipality('310000', '上海市', {
    '310101': '黄浦区',
    '310104': '徐汇区',
    '310105': '长宁区',
    '310106': '静安区',
    '310107': '普陀区',
    '310110': '杨浦区',
    '310112': '闵行区',
    '310115': '浦东新区',
  }),
  municipality('110000', '北京市', {
    '110101': '东城区',
    '110102': '西城区',
    '110105': '朝阳区',
    '110106': '丰台区',
    '110108': '海淀区',
    '110114': '昌平区',
    '110115': '大兴区',
  }),
  {
    id: '330000',
    areaname: '浙江省',
    children: [
      {
        id: '330100',
        areaname: '杭州市',
        children: leaves({
          '330102': '上城区',
          '330105': '拱墅区',
          '330106': '西湖区',
          '330108': '滨江区',
          '330109': '萧山区',
          '330110': '余杭区',
        }),
      },
    ],
  },
];

const key = (id: unknown) => (id === null || id === undefined ? '' : String(id).trim());

/** The nodes along province, city, district ids; stops at the first id the tree does not know. */
export const areaPath = (...ids: unknown[]): AreaNode[] => areaPathIn(AREA_TREE, ...ids);

/** areaPath in a given tree (the console's copy from GET /api/reference/areas). */
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

/** True when the given ids (empty ones left out at the end) are a path of the tree. */
export function isKnownAreaPath(area: unknown, city?: unknown, district?: unknown): boolean {
  const ids = [area, city, district].map(key);
  const given = ids.length - [...ids].reverse().findIndex((id) => id !== '');
  if (given > ids.length || ids.slice(0, given).some((id) => id === '')) return false;
  return areaPath(...ids.slice(0, given)).length === given;
}

const byId = new Map<string, string>();
const index = (nodes: readonly AreaNode[]) => {
  for (const n of nodes) {
    // 99999 is shared by every municipality: it has no name of its own (see areaLabel).
    if (n.id !== SYNTHETIC_CITY_ID && !byId.has(n.id)) byId.set(n.id, n.areaname);
    if (n.children) index(n.children);
  }
};
index(AREA_TREE);

/** The name of a province, city or district id; undefined for unknown ids and for 99999. */
export const areaName = (id: unknown): string | undefined => byId.get(key(id));

/**
 * 江苏省-苏州市-苏州工业园区: the names along the path, a repeated name (上海市 under 上海市)
 * said once. Ids the tree does not know are shown as they are.
 */
export const areaLabel = (area: unknown, city?: unknown, district?: unknown, separator = '-'): string =>
  areaLabelIn(AREA_TREE, area, city, district, separator);

/** areaLabel in a given tree; unknown ids are shown as they are, a bare 99999 is left out. */
export function areaLabelIn(
  tree: readonly AreaNode[],
  area: unknown,
  city?: unknown,
  district?: unknown,
  separator = '-',
): string {
  const ids = [area, city, district].map(key);
  const path = areaPathIn(tree, ...ids);
  const names = ids
    .map((id, i) => (i < path.length ? path[i]!.areaname : id !== SYNTHETIC_CITY_ID ? id : ''))
    .filter(Boolean);
  return names.filter((name, i) => name !== names[i - 1]).join(separator);
}
