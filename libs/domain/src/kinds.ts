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
  'bill-property',
  'bill-ground',
  'bill-meeting-room',
  'bill-device',
  'bill-rent',
  'contract',
  'contract-bill',
  'verification',
  'safety-check',
  'equipment',
  'service',
  'equipment-order',
  'service-order',
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
  'bill-property': '物业费账单',
  'bill-ground': '场地费账单',
  'bill-meeting-room': '会议室账单',
  'bill-device': '设备租赁账单',
  'bill-rent': '租金账单',
  contract: '合同列表',
  'contract-bill': '合同账单',
  verification: '门岗核验记录',
  'safety-check': '安全检查记录',
  equipment: '设备管理',
  service: '服务管理',
  'equipment-order': '设备预约订单',
  'service-order': '服务预约订单',
};

/**
 * Bills (seed 001 §2.5–2.6): operational records imported from spreadsheets, one family of
 * machine, list, import and filters (libs/domain bills.ts) serving every kind.
 */
export const BILL_KINDS = [
  'bill-water',
  'bill-wattage',
  'bill-property',
  'bill-ground',
  'bill-meeting-room',
  'bill-device',
  'bill-rent',
] as const satisfies readonly Kind[];
export type BillKind = (typeof BILL_KINDS)[number];
export const isBillKind = (kind: string): kind is BillKind => (BILL_KINDS as readonly string[]).includes(kind);

/** Contracts and their bills (seed 001 §2.7): operational records with the dunning notices. */
export const CONTRACT_KINDS = ['contract', 'contract-bill'] as const satisfies readonly Kind[];
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const isContractKind = (kind: string): kind is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(kind);

/** 我的账单: a company's bills of every kind, its contract bills included (docs/decisions/0017-bill-push.md). */
export const MY_BILL_KINDS = [...BILL_KINDS, 'contract-bill'] as const satisfies readonly Kind[];
export type MyBillKind = (typeof MY_BILL_KINDS)[number];
export const isMyBillKind = (kind: string): kind is MyBillKind => (MY_BILL_KINDS as readonly string[]).includes(kind);
/** The equipment and company-service catalogues (seed 001 §2.8, §2.10): on shelf (1) or off shelf (0). */
export const CATALOGUE_KINDS = ['equipment', 'service'] as const satisfies readonly Kind[];
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export const isCatalogueKind = (kind: string): kind is CatalogueKind => (CATALOGUE_KINDS as readonly string[]).includes(kind);

/** Booking orders of the catalogues (seed 001 §2.9, §2.11): status 0 pending, 1 accepted, 2 rejected. */
export const ORDER_KINDS = ['equipment-order', 'service-order'] as const satisfies readonly Kind[];
export type OrderKind = (typeof ORDER_KINDS)[number];
export const isOrderKind = (kind: string): kind is OrderKind => (ORDER_KINDS as readonly string[]).includes(kind);
/** The catalogue an order books from, and the order kind of a catalogue. */
export const ORDER_CATALOGUE: Record<OrderKind, CatalogueKind> = { 'equipment-order': 'equipment', 'service-order': 'service' };
export const CATALOGUE_ORDER: Record<CatalogueKind, OrderKind> = { equipment: 'equipment-order', service: 'service-order' };

/**
 * The kinds an operator pushes to the tenant company (seed 001 §2.5 property, §2.6 rent, §2.7
 * contract bills; §7.3 push: ids): the push job (`POST /api/jobs { type: 'push', kind, ids }`)
 * serves exactly these, each bill's `Push` decided by its workflow. A company sees an item of
 * these kinds only once it is pushed (visibility.ts `issuedOnPush`); the other bill kinds are
 * the company's as soon as they are recorded (docs/decisions/0017). Append a kind here (and give
 * its workflow a `Push`) to plug it into the push job.
 */
export const PUSHABLE_KINDS = ['bill-property', 'bill-rent', 'contract-bill'] as const satisfies readonly Kind[];
export type PushableKind = (typeof PUSHABLE_KINDS)[number];
export const isPushableKind = (kind: string): kind is PushableKind => (PUSHABLE_KINDS as readonly string[]).includes(kind);

/**
 * Command types: the same verbs for every kind; the item's state says which round. `Edit`
 * { changes } saves changes without moving the item (a loan draft as the wizard goes, a bill).
 * `SetAvailability` { available } puts a catalogue item on (1) or off (0) the shelf.
 */
export const COMMAND_TYPES = [
  'Submit',
  'Approve',
  'Reject',
  'RequestSupplement',
  'SubmitSupplement',
  'Reply',
  'Edit',
  'Delete',
  'Push',
  'SetAvailability',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

/** The same kinds as an enterprise user sees them: its own company's items, not a review queue. */
export const COMPANY_KIND_LABELS: Record<Kind, string> = {
  'enterprise-application': '我的入驻申请',
  'provider-application': '我的服务商申请',
  'account-application': '我的账号申请',
  'visit-appointment': '我的参观预约',
  'lab-appointment': '我的实验室预约',
  'service-demand': '我的服务需求',
  activity: '我的活动',
  suggestion: '我的建议与投诉',
  loan: '我的贷款申请',
  'loan-v2': '我的贷款申请（新版）',
  'bill-water': '我的水费账单',
  'bill-wattage': '我的电费账单',
  'bill-property': '我的物业费账单',
  'bill-ground': '我的场地费账单',
  'bill-meeting-room': '我的会议室账单',
  'bill-device': '我的设备租赁账单',
  'bill-rent': '我的租金账单',
  contract: '我的合同',
  'contract-bill': '我的合同账单',
  verification: '门岗核验记录',
  'safety-check': '我的安全检查记录',
  equipment: '园区共享设备',
  service: '园区企业服务',
  'equipment-order': '我的设备预约',
  'service-order': '我的服务预约',
};

/**
 * Operations records with screens of their own (seed 001 §2.4, §2.12), not review queues: the
 * navigation sends them to their pages.
 */
export const GATE_RECORD_KINDS = ['verification', 'safety-check'] as const satisfies readonly Kind[];
export type GateRecordKind = (typeof GATE_RECORD_KINDS)[number];
export const isGateRecordKind = (kind: string): kind is GateRecordKind => (GATE_RECORD_KINDS as readonly string[]).includes(kind);

/** A kind's page title for this user: enterprise members follow their own items. */
export const kindTitle = (kind: Kind, company: boolean): string => (company ? COMPANY_KIND_LABELS : KIND_LABELS)[kind];
