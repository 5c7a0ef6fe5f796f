import type { Kind } from '@parkflow/domain';

export interface ExportColumn {
  header: string;
  width?: number;
  value(row: Record<string, unknown>, index: number): string | number;
}

const field = (name: string) => (row: Record<string, unknown>) => {
  const v = row[name];
  return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : (v as string | number);
};
const index = { header: '序号', width: 8, value: (_: Record<string, unknown>, i: number) => i + 1 };
const time = (name: string) => (row: Record<string, unknown>) => {
  const v = row[name];
  if (typeof v !== 'string' || v === '') return '';
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
};

const REVIEW_STATUS: Record<string, string> = { '0': '待审核', '1': '已通过', '-1': '已驳回' };
const status = (row: Record<string, unknown>) => REVIEW_STATUS[String(row.code)] ?? String(row.code ?? '');
const INTENTIONS: Record<string, string> = {
  '1': '孵化器',
  '2': '生物医用材料协同创新中心',
  '3': '国际平行实验室',
  '4': '联合创新实验室',
};
const LAB_TYPES: Record<string, string> = { '1': '国际生物医药平行实验室', '2': '联合创新实验室' };

/** The seed's columns for each exportable list, with zh-CN headers. */
export const EXPORT_COLUMNS: Partial<Record<Kind, ExportColumn[]>> = {
  'lab-appointment': [
    index,
    { header: '申请类型', width: 24, value: (r) => LAB_TYPES[String(r.appointmentType)] ?? '' },
    { header: '联系人', value: field('contacts') },
    { header: '提交人', value: field('username') },
    { header: '提交时间', width: 20, value: time('createTime') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '公司名称', width: 28, value: field('companyName') },
    { header: '预约时间', width: 36, value: (r) => [r.startTime, r.endTime].filter(Boolean).join(' 至 ') },
    { header: '审核时间', width: 20, value: time('checkTime') },
    { header: '反馈意见', width: 30, value: field('rejectionReasons') },
    { header: '状态', value: status },
  ],
  'visit-appointment': [
    index,
    { header: '联系人', value: field('contacts') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '公司名称', width: 28, value: field('companyName') },
    { header: '提交时间', width: 20, value: time('createTime') },
    {
      header: '参观意向',
      width: 36,
      value: (r) =>
        String(r.intentionVisit ?? '')
          .split(',')
          .filter(Boolean)
          .map((c) => INTENTIONS[c.trim()] ?? c)
          .join('、'),
    },
    { header: '是否来自市外', value: (r) => (String(r.whetherOutsideCity) === '1' ? '是' : '否') },
    { header: '参观人数', value: field('visitorsNum') },
    { header: '参观日期', width: 14, value: field('visitDate') },
    { header: '参观目的', width: 30, value: field('visitPurpose') },
    { header: '状态', value: status },
    { header: '驳回原因', width: 30, value: field('rejectionReasons') },
  ],
  suggestion: [
    index,
    { header: '主题', width: 24, value: field('theme') },
    { header: '建议内容', width: 48, value: field('suggestion') },
    { header: '提交人', value: field('userName') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '提交时间', width: 20, value: time('createTime') },
    { header: '回复', width: 40, value: field('reply') },
  ],
  'service-demand': [
    index,
    { header: '公司名称', width: 28, value: field('companyName') },
    { header: '联系人', value: field('contacts') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '服务需求', width: 40, value: field('serviceDemand') },
    { header: '需求类型', width: 16, value: (r) => String(r.typeName ?? r.propertyTypeName ?? '') },
    { header: '提交时间', width: 20, value: time('createTime') },
    { header: '状态', value: status },
  ],
};
