import { z } from 'zod';
import { type CatalogueKind, KIND_LABELS } from '../kinds.js';
import { AVAILABILITY_LABELS, SERVICE_TAG_LABELS } from '../labels.js';
import { equipmentColumns, serviceColumns } from '../lists/catalogue.js';
import { EQUIPMENT_TYPES, SERVICE_TYPES, typeIdByName } from '../reference/catalogue-types.js';
import { companyServiceImportSchema, equipmentImportSchema } from '../validation/catalogue-items.js';
import {
  type CellRead,
  type ImportColumn,
  type ImportSpec,
  importColumn,
  type RawCell,
  readCoded,
  readText,
} from './import-spec.js';

/** An equipment type by its name (the template's drop-down) or its id. */
function readEquipmentType(raw: RawCell): CellRead {
  const text = readText(raw);
  if (!('value' in text) || text.value === undefined) return text;
  const id = typeIdByName(EQUIPMENT_TYPES, String(text.value));
  return id
    ? { value: id }
    : { error: 'IMPORT.CODE_UNKNOWN', params: { options: EQUIPMENT_TYPES.map((t) => t.name).join('、') } };
}

/**
 * A service row names its category, main type and sub type by name; they become ids here, and a
 * sub type that is not under its main type (or a main type not under its category) is refused.
 */
const serviceRowSchema = z
  .preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const row = input as Record<string, unknown>;
    const mains = SERVICE_TYPES[Number(row.tag) as 1 | 2] ?? [];
    const main = mains.find((m) => m.name === row.mainTypeName || m.id === String(row.mainTypeName ?? ''));
    const sub = main?.children?.find((s) => s.name === row.subTypeName || s.id === String(row.subTypeName ?? ''));
    const { mainTypeName: _m, subTypeName: _s, ...rest } = row;
    return {
      ...rest,
      mainTypeId: row.mainTypeName === '' ? '' : (main?.id ?? 'unknown'),
      subTypeId: row.subTypeName === '' ? '' : (sub?.id ?? 'unknown'),
    };
  }, companyServiceImportSchema)
  .superRefine((row, ctx) => {
    const main = SERVICE_TYPES[row.tag as 1 | 2]?.find((m) => m.id === row.mainTypeId);
    if (!main) ctx.addIssue({ code: 'custom', path: ['mainTypeId'], message: 'CATALOGUE.SERVICE_TYPE_UNKNOWN' });
    else if (!main.children?.some((s) => s.id === row.subTypeId))
      ctx.addIssue({ code: 'custom', path: ['subTypeId'], message: 'CATALOGUE.SERVICE_TYPE_UNKNOWN' });
  });

const NOTES = [
  '第 1 行为表头，请勿修改；从第 2 行起每行一项（第 2 行为示例，可直接覆盖）。',
  '图片不能通过表格导入：导入后在列表中点击“编辑”上传图片。',
  '先“校验”：不写入任何数据，列出每个错误的行号、列和原因；确认后再“导入”，只写入校验通过的行。',
  '支持 .xlsx 和 .xls，文件不超过 100MB，文件名不能包含 + = & / 等特殊字符。',
];

const text = (list: ReturnType<typeof equipmentColumns>, key: string, example: string, note: string, required = true) =>
  importColumn(list, key, { required, text: true, example, note: `${required ? '必填' : '选填'}；${note}`, read: readText });

const availability = (list: ReturnType<typeof equipmentColumns>): ImportColumn =>
  importColumn(list, 'code', {
    field: 'available',
    required: false,
    options: Object.values(AVAILABILITY_LABELS),
    example: AVAILABILITY_LABELS[1],
    note: `选填；${Object.values(AVAILABILITY_LABELS).join(' 或 ')}，不填为上架`,
    read: readCoded(AVAILABILITY_LABELS),
  });

/** Equipment (seed 001 §2.8): one row per device; name, model and owner identify it. */
export function equipmentImportSpec(): ImportSpec {
  const list = equipmentColumns();
  return {
    kind: 'equipment',
    sheetName: KIND_LABELS.equipment,
    columns: [
      text(list, 'name', '超高效液相色谱仪', '设备名称'),
      text(list, 'num', 'UPLC-H2', '设备型号'),
      importColumn(list, 'typeName', {
        field: 'typeId',
        required: true,
        options: EQUIPMENT_TYPES.map((t) => t.name),
        example: EQUIPMENT_TYPES[0]!.name,
        note: `必填；${EQUIPMENT_TYPES.map((t) => t.name).join('、')}`,
        read: readEquipmentType,
      }),
      text(list, 'buildCompany', '沃特世科技（上海）有限公司', '生产厂家'),
      text(list, 'mainFunc', '小分子药物含量测定,杂质分析', '主要功能，多项用逗号分隔（全角逗号会换成半角）'),
      text(list, 'address', 'A栋3层公共仪器平台301室', '存放地址'),
      text(list, 'price', '200元/小时', '使用价格（文字，如 200元/小时）'),
      text(list, 'belongCompany', '园区公共技术服务平台', '所属单位'),
      text(list, 'contactName', '陈静', '申请人'),
      text(list, 'contactNum', '0512-62880301', '联系电话'),
      text(list, 'detail', '配备PDA检测器，可进行方法开发与验证。', '设备详情介绍'),
      availability(list),
    ],
    naturalKey: ['name', 'num', 'belongCompany'],
    schema: equipmentImportSchema,
    keyLabel: '同一设备名称、型号、所属单位',
    columnKeyOf: (field) => (field === 'typeId' ? 'typeName' : field === 'available' ? 'code' : field),
    notes: ['同一设备名称、型号和所属单位只能有一行：文件内重复的行会被拒绝；园区已有的设备不会重复导入。', ...NOTES],
  };
}

/** Company services (seed 001 §2.10): category, main type and sub type by name; name and owner identify it. */
export function serviceImportSpec(): ImportSpec {
  const list = serviceColumns();
  const firstMain = SERVICE_TYPES[1][0]!;
  return {
    kind: 'service',
    sheetName: KIND_LABELS.service,
    columns: [
      text(list, 'name', '临床前药效学评价', '服务名称'),
      importColumn(list, 'tag', {
        required: true,
        options: Object.values(SERVICE_TAG_LABELS),
        example: SERVICE_TAG_LABELS[1],
        note: `必填；${Object.values(SERVICE_TAG_LABELS).join(' 或 ')}`,
        read: readCoded(SERVICE_TAG_LABELS),
      }),
      text(list, 'mainTypeName', firstMain.name, '服务大类名称，须属于所选服务类别'),
      text(list, 'subTypeName', firstMain.children![0]!.name, '服务小类名称，须属于所填服务大类'),
      text(list, 'price', '面议', '价格（文字，如 5000元/项 或 面议）'),
      text(list, 'belongCompany', '苏州博瑞生物医药有限公司', '所属单位'),
      text(list, 'contactName', '李明', '联系人'),
      text(list, 'contactNum', '13912345678', '联系电话'),
      text(list, 'detail', '提供肿瘤、代谢类疾病动物模型的药效学评价。', '服务详情介绍'),
      availability(list),
    ],
    naturalKey: ['name', 'belongCompany'],
    schema: serviceRowSchema,
    keyLabel: '同一服务名称、所属单位',
    columnKeyOf: (field) =>
      field === 'mainTypeId' ? 'mainTypeName' : field === 'subTypeId' ? 'subTypeName' : field === 'available' ? 'code' : field,
    notes: ['同一服务名称和所属单位只能有一行：文件内重复的行会被拒绝；园区已有的服务不会重复导入。', ...NOTES],
  };
}

export const catalogueImportSpec = (kind: CatalogueKind): ImportSpec =>
  kind === 'equipment' ? equipmentImportSpec() : serviceImportSpec();
