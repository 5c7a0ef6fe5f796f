/**
 * zh-CN names of the facts (event types) that the history, the live feed and the 流程说明
 * diagrams show. Event types are English past tense in the store and on the wire; a screen
 * never shows them raw. Every event of every registered machine must have a label here
 * (libs/workflows/src/event-labels.spec.ts).
 */
export const EVENT_LABELS: Readonly<Record<string, string>> = {
  EnterpriseApplicationSubmitted: '提交入驻申请',
  EnterpriseApplicationApproved: '通过',
  EnterpriseApplicationRejected: '驳回',
  ProviderApplicationSubmitted: '提交入驻申请',
  ProviderApplicationApproved: '通过',
  ProviderApplicationRejected: '驳回',
  AccountApplicationSubmitted: '提交账号申请',
  AccountApplicationApproved: '通过',
  AccountApplicationRejected: '驳回',
  VisitAppointmentSubmitted: '提交预约',
  VisitAppointmentApproved: '通过',
  VisitAppointmentRejected: '驳回',
  LabAppointmentSubmitted: '提交预约',
  LabAppointmentApproved: '通过',
  LabAppointmentRejected: '驳回',
  ServiceDemandSubmitted: '提交需求',
  ServiceDemandApproved: '通过',
  ServiceDemandRejected: '驳回',
  ActivitySubmitted: '提交活动',
  ActivityApproved: '通过',
  ActivityRejected: '驳回',
  SuggestionSubmitted: '提交建议',
  SuggestionReplied: '回复',
  LoanDraftCreated: '创建草稿',
  LoanDraftEdited: '保存草稿',
  LoanSubmitted: '提交申请',
  LoanApproved: '初审通过',
  LoanRejected: '初审驳回',
  LoanSupplementRequested: '要求补充资料',
  LoanSupplementSubmitted: '提交补充资料',
  LoanBankApproved: '金融机构通过',
  LoanBankRejected: '金融机构驳回',
  LoanBankSupplementRequested: '金融机构要求补充资料',
  LoanBankSupplementSubmitted: '提交金融机构补充资料',
  LoanV2Submitted: '提交申请',
  LoanV2Approved: '通过',
  LoanV2Rejected: '驳回',
  LoanV2SupplementRequested: '要求补充资料',
  LoanV2SupplementSubmitted: '提交补充资料',
  BillRecorded: '录入账单',
  BillEdited: '编辑账单',
  BillDeleted: '删除账单',
  BillPushed: '推送账单',
  ContractRecorded: '录入合同',
  ContractAccountChanged: '修改收款账户',
  ContractDeleted: '删除合同',
  ContractBillRecorded: '录入合同账单',
  ContractBillEdited: '编辑合同账单',
  ContractBillDeleted: '删除合同账单',
  VerificationRecorded: '入园核验',
  VerificationExited: '出园核验',
  SafetyCheckRecorded: '录入安全检查',
  SafetyCheckEdited: '编辑安全检查',
  SafetyCheckDeleted: '删除安全检查',
  CatalogueItemAdded: '新增',
  CatalogueItemEdited: '编辑',
  CatalogueItemAvailabilitySet: '上下架',
  CatalogueItemDeleted: '删除',
  BookingOrderPlaced: '提交预约',
  BookingOrderAccepted: '接单',
  BookingOrderRejected: '拒绝',
};

/** What an eventless (`always`) transition is called: the machine moves on by itself. */
export const AUTOMATIC_TRANSITION_LABEL = '系统流转';
/** A fact without a label (a newer server than this console): never shown in English. */
export const UNKNOWN_EVENT_LABEL = '状态变更';

export function eventLabel(type: string): string {
  if (type === 'always') return AUTOMATIC_TRANSITION_LABEL;
  return Object.hasOwn(EVENT_LABELS, type) ? EVENT_LABELS[type]! : UNKNOWN_EVENT_LABEL;
}
