import { GENDER_LABELS, labelOf } from '@parkflow/domain';
import { parkDateTime } from '../park-time.js';
import type { ExportColumn } from '../export-items/export-columns.js';
import type { SignUpView } from './signup-view.js';

const text = (name: keyof SignUpView) => (r: Record<string, unknown>) => (r[name] ?? '') as string | number;

/** The sign-up records dialog's columns (seed 002 §2), zh-CN headers. */
export const SIGNUP_COLUMNS: ExportColumn[] = [
  { header: '公司', width: 28, value: text('companyName') },
  { header: '联系人', value: text('contacts') },
  { header: '性别', width: 8, value: (r) => labelOf(GENDER_LABELS, r.gender) },
  { header: '身份证号', width: 22, value: text('idcard') },
  { header: '职务', value: text('office') },
  { header: '专业领域', width: 18, value: text('professionalField') },
  { header: '邮箱', width: 24, value: text('email') },
  { header: '电话', width: 14, value: text('tel') },
  { header: '报名时间', width: 20, value: (r) => parkDateTime(r.createTime) },
  { header: '报名人数', width: 10, value: text('applicantsNum') },
  { header: '备注', width: 30, value: text('remark') },
];
