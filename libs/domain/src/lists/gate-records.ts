import { VERIFICATION_FORM_TYPES, type VerificationFormType } from '../constants.js';
import { parkDateTime } from '../dates.js';
import { fileIdsIn } from '../files.js';
import { transferTypeLabel, verificationStatusLabel } from '../labels.js';
import { field, lines, type ListColumn, type ListRow, type ListSpec, type ListView, value } from './list-spec.js';

/*
 * Gate verification records (seed 001 §2.4, §3) and safety inspections (§2.12, §3): the columns
 * the screens and the exports share.
 */

/** verifyHistory[0] is the entry, [1] the exit; a cmt record (exit only) keeps its exit at 0. */
export function verificationAt(row: ListRow, which: 'entry' | 'exit'): Record<string, unknown> | null {
  const history = Array.isArray(row.verifyHistory) ? (row.verifyHistory as Record<string, unknown>[]) : [];
  if (row.formType === 'cmt') return which === 'exit' ? (history[0] ?? null) : null;
  return history[which === 'entry' ? 0 : 1] ?? null;
}

/** The columns of one verification (entry or exit): time, verifier, gate, scene images. */
function sideColumns(which: 'entry' | 'exit'): ListColumn[] {
  const title = which === 'entry' ? '入园' : '出园';
  const at = (row: ListRow) => verificationAt(row, which);
  return [
    {
      key: `${which}Time`,
      header: `${title}核验时间`,
      width: 20,
      nowrap: true,
      format: (row) => parkDateTime(at(row)?.verifyTime),
    },
    { key: `${which}Name`, header: `${title}核验人`, width: 12, nowrap: true, format: (row) => value(at(row)?.verifyName) },
    {
      key: `${which}Fence`,
      header: `${title}核验点`,
      width: 16,
      format: (row) => [at(row)?.area, at(row)?.fenceName].filter(Boolean).map(String).join(' '),
    },
    {
      // the screen shows the images at 100×100; the export says how many there are
      key: `${which}Img`,
      header: `${title}现场图片`,
      width: 12,
      format: (row) => {
        const n = fileIdsIn(row[`${which}Img`]).length;
        return n ? `${n}张` : '';
      },
    },
  ];
}

const thingLine = (t: Record<string, unknown>): string =>
  [
    (t.thingsDetail as { name?: unknown } | undefined)?.name,
    t.thingsSpecification,
    t.thingsNum === undefined ? '' : `×${String(t.thingsNum)}`,
  ]
    .filter((p) => p !== undefined && p !== null && p !== '')
    .map(String)
    .join(' ');

/** Each form type's own columns (seed 001 §3). */
const FORM_COLUMNS: Record<VerificationFormType, ListColumn[]> = {
  wf: [
    { key: 'transferType', header: '转运类型', width: 10, format: (row) => transferTypeLabel(row.transferType) },
    field('contactsName', '联系人', { width: 12, nowrap: true }),
    field('tel', '联系电话', { width: 14, nowrap: true }),
    field('actualTransferTime', '实际转运时间', { width: 20, nowrap: true }),
  ],
  wh: [
    field('plateNumber', '车牌号', { width: 12, nowrap: true }),
    field('appointmentTime', '预约开始时间', { width: 20, nowrap: true }),
    field('appointmentEndTime', '预约结束时间', { width: 20, nowrap: true }),
    field('driverTel', '司机电话', { width: 14, nowrap: true }),
  ],
  wht: [
    field('orderNumber', '订单号', { width: 20, nowrap: true }),
    field('consigneeTel', '收货人电话', { width: 14, nowrap: true }),
    {
      key: 'things',
      header: '物品清单',
      width: 30,
      format: (row) => lines((Array.isArray(row.things) ? (row.things as Record<string, unknown>[]) : []).map(thingLine)),
    },
  ],
  cmt: [
    field('holderName', '携物人', { width: 12, nowrap: true }),
    field('holderTel', '携物人电话', { width: 14, nowrap: true }),
    field('transportLicensePlate', '运输车牌', { width: 12, nowrap: true }),
    field('estimatedDepartureTime', '预计离园时间', { width: 20, nowrap: true }),
  ],
};

/** One form type's columns: the company, its own fields, the entry (not cmt) and the exit, the status. */
export function verificationColumns(formType: VerificationFormType): ListColumn[] {
  return [
    field('companyName', '企业名称', { width: 28 }),
    ...FORM_COLUMNS[formType],
    ...(formType === 'cmt' ? [] : sideColumns('entry')),
    ...sideColumns('exit'),
    {
      key: 'code',
      header: '状态',
      width: 10,
      nowrap: true,
      format: (row) => verificationStatusLabel(formType, row.code),
    },
  ];
}

export const isVerificationFormType = (v: unknown): v is VerificationFormType =>
  typeof v === 'string' && (VERIFICATION_FORM_TYPES as readonly string[]).includes(v);

export const VERIFICATION_LIST: ListSpec = {
  id: 'verification',
  columns: (view: ListView) => verificationColumns(view.formType ?? 'wf'),
};

// --- Safety inspections -------------------------------------------------------------------

const dangers = (row: ListRow): Record<string, unknown>[] =>
  Array.isArray(row.dangerList) ? (row.dangerList as Record<string, unknown>[]) : [];
const perDanger = (key: string, header: string, width: number): ListColumn => ({
  key,
  header,
  width,
  format: (row) => lines(dangers(row).map((d) => d[key] ?? '')),
});

/** One row per inspection (a company on a day); its danger items one line each. */
export const safetyCheckColumns = (): ListColumn[] => [
  field('companyName', '企业名称', { width: 28 }),
  field('checkTime', '检查时间', { width: 12, nowrap: true }),
  field('contactName', '联系人', { width: 10, nowrap: true }),
  field('contactTel', '联系电话', { width: 14, nowrap: true }),
  field('dangerCount', '隐患数量', { width: 10, nowrap: true }),
  perDanger('dangerDesc', '隐患描述', 30),
  perDanger('dangerType', '隐患类型', 16),
  perDanger('correctDeadline', '整改期限', 12),
  perDanger('correctState', '整改状态', 10),
  field('remarks', '备注', { width: 20 }),
];

export const SAFETY_CHECK_LIST: ListSpec = { id: 'safety-check', columns: () => safetyCheckColumns() };

/**
 * The import template's rows: one danger item a row, its inspection's columns repeated (rows of
 * one company and day make one inspection). Export of the template and the import read these.
 */
export const SAFETY_IMPORT_COLUMNS: readonly ListColumn[] = [
  field('companyName', '企业名称', { width: 28 }),
  field('checkTime', '检查时间', { width: 12 }),
  field('contactName', '联系人', { width: 10 }),
  field('contactTel', '联系电话', { width: 14 }),
  field('dangerDesc', '隐患描述', { width: 30 }),
  field('dangerType', '隐患类型', { width: 16 }),
  field('correctDeadline', '整改期限', { width: 12 }),
  field('correctState', '整改状态', { width: 10 }),
  field('advice', '整改建议', { width: 24 }),
  field('howToDo', '整改措施', { width: 24 }),
  field('remarks', '备注', { width: 20 }),
];
