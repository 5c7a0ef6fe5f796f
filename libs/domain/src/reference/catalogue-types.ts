import { EQUIPMENT_TYPE_TAG, SERVICE_CATEGORY_TAGS } from '../constants.js';

/**
 * The type lists of the equipment and service catalogues (seed 001 §7.3: "Type list by tag
 * (equipment uses tag 4)", "Category tags 1 and 2"). Tag 4 is a flat list of equipment types;
 * tags 1 (创新药) and 2 (高性能医疗器械) are the service categories, each a list of main types
 * with their sub types. The seeds give the tags, not the entries: these are ours, in the park's
 * words. One home: the dialogs' selects (GET /api/reference/catalogue-types?tag=), the server's
 * check of a chosen type and the import's reading of a type name all read this table.
 */
export interface CatalogueType {
  id: string;
  name: string;
  children?: readonly CatalogueType[];
}

const node = (id: string, name: string, children?: readonly [string, string][]): CatalogueType =>
  children ? { id, name, children: children.map(([cid, cname]) => ({ id: cid, name: cname })) } : { id, name };

/** Tag 4: equipment types. */
export const EQUIPMENT_TYPES: readonly CatalogueType[] = [
  node('401', '分析仪器'),
  node('402', '分离纯化仪器'),
  node('403', '细胞生物学仪器'),
  node('404', '分子生物学仪器'),
  node('405', '光学显微仪器'),
  node('406', '实验动物设备'),
  node('407', '通用实验设备'),
  node('408', '医学影像与检测设备'),
];

/** Tags 1 and 2: service main types with their sub types. */
export const SERVICE_TYPES: Readonly<Record<(typeof SERVICE_CATEGORY_TAGS)[number], readonly CatalogueType[]>> = {
  1: [
    node('1101', '药物发现', [
      ['110101', '靶点发现与验证'],
      ['110102', '化合物筛选'],
      ['110103', '先导化合物优化'],
    ]),
    node('1102', '临床前研究', [
      ['110201', '药效学评价'],
      ['110202', '药代动力学研究'],
      ['110203', '安全性评价'],
    ]),
    node('1103', '临床研究', [
      ['110301', '临床试验方案设计'],
      ['110302', '临床监查'],
      ['110303', '数据管理与统计分析'],
    ]),
    node('1104', '注册申报', [
      ['110401', 'IND申报'],
      ['110402', 'NDA申报'],
      ['110403', '药品注册检验'],
    ]),
    node('1105', 'CMC与生产', [
      ['110501', '工艺开发'],
      ['110502', 'GMP中试生产'],
      ['110503', '质量研究与稳定性'],
    ]),
  ],
  2: [
    node('1201', '研发设计', [
      ['120101', '产品设计开发'],
      ['120102', '样机试制'],
      ['120103', '可用性测试'],
    ]),
    node('1202', '检验检测', [
      ['120201', '电气安全检测'],
      ['120202', '生物相容性评价'],
      ['120203', '电磁兼容测试'],
    ]),
    node('1203', '注册认证', [
      ['120301', '医疗器械注册'],
      ['120302', 'CE认证'],
      ['120303', 'FDA 510(k)申报'],
    ]),
    node('1204', '生产制造', [
      ['120401', '洁净车间代工'],
      ['120402', '灭菌服务'],
      ['120403', '包装验证'],
    ]),
  ],
};

/** The list the product serves for a tag (4: equipment types; 1, 2: service main types with sub types); [] for others. */
export function catalogueTypesOf(tag: number): readonly CatalogueType[] {
  if (tag === EQUIPMENT_TYPE_TAG) return EQUIPMENT_TYPES;
  return (SERVICE_CATEGORY_TAGS as readonly number[]).includes(tag) ? SERVICE_TYPES[tag as 1 | 2] : [];
}

/** The equipment type of an id, or null. */
export const equipmentTypeOf = (id: unknown): CatalogueType | null => EQUIPMENT_TYPES.find((t) => t.id === String(id)) ?? null;

/** A service's main and sub type, when the sub type belongs to the main type of that tag; null otherwise. */
export function serviceTypesOf(
  tag: unknown,
  mainTypeId: unknown,
  subTypeId: unknown,
): { main: CatalogueType; sub: CatalogueType } | null {
  const mains = catalogueTypesOf(Number(tag));
  if (Number(tag) === EQUIPMENT_TYPE_TAG) return null;
  const main = mains.find((m) => m.id === String(mainTypeId));
  const sub = main?.children?.find((s) => s.id === String(subTypeId));
  return main && sub ? { main, sub } : null;
}

/** Import: a type's id from its name (or its id), within a list. */
export const typeIdByName = (types: readonly CatalogueType[], text: string): string | null =>
  types.find((t) => t.name === text || t.id === text)?.id ?? null;
