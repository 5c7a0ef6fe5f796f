/** Every kind of item (reviewable items, then operational records); each has one machine in libs/workflows. */
export const KINDS = [
  'enterprise-application',
  'provider-application',
  'account-application',
  'visit-appointment',
  'lab-appointment',
  'service-demand',
  'activity',
  'suggestion',
  'loan',
  'loan-v2',
  'bill-water',
  'bill-wattage',
] as const;
export type Kind = (typeof KINDS)[number];

export const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

export const KIND_LABELS: Record<Kind, string> = {
  'enterprise-application': '企业入驻审核',
  'provider-application': '服务商申请审核',
  'account-application': '用户账号申请审核',
  'visit-appointment': '参观预约审核',
  'lab-appointment': '实验室预约审核',
  'service-demand': '服务需求',
  activity: '活动审核',
  suggestion: '建议与投诉',
  loan: '贷款申请',
  'loan-v2': '贷款申请（新版）',
  'bill-water': '水费账单',
  'bill-wattage': '电费账单',
};

/** Water and wattage bills (seed 001 §2.5): operational records, imported from spreadsheets. */
export const BILL_KINDS = ['bill-water', 'bill-wattage'] as const satisfies readonly Kind[];
export type BillKind = (typeof BILL_KINDS)[number];
export const isBillKind = (kind: string): kind is BillKind => (BILL_KINDS as readonly string[]).includes(kind);

/** Command types: the same verbs for every kind; the item's state says which round. */
export const COMMAND_TYPES = [
  'Submit',
  'Approve',
  'Reject',
  'RequestSupplement',
  'SubmitSupplement',
  'Reply',
  'Edit',
  'Delete',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];
