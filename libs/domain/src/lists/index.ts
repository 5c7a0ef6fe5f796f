import { ACCOUNT_APPLICATION_LIST } from './account-application.js';
import { ACTIVITY_LIST, ACTIVITY_SIGNUP_LIST } from './activity.js';
import { BILL_LISTS } from './bill.js';
import { CONTRACT_BILL_LIST, CONTRACT_LIST } from './contract.js';
import { EQUIPMENT_LIST, EQUIPMENT_ORDER_LIST, SERVICE_LIST, SERVICE_ORDER_LIST } from './catalogue.js';
import { LAB_APPOINTMENT_LIST, VISIT_APPOINTMENT_LIST } from './appointments.js';
import { cellText, INDEX_HEADER, type ListColumn, type ListId, type ListRow, type ListSpec, type ListView } from './list-spec.js';
import { LOAN_LIST, LOAN_V2_LIST } from './loan.js';
import { ENTERPRISE_APPLICATION_LIST, PROVIDER_APPLICATION_LIST } from './review-applications.js';
import { SERVICE_DEMAND_LIST } from './service-demand.js';
import { SUGGESTION_LIST } from './suggestion.js';
import { SAFETY_CHECK_LIST, VERIFICATION_LIST } from './gate-records.js';

export {
  type Cell,
  cellText,
  INDEX_HEADER,
  type ListColumn,
  type ListId,
  type ListRow,
  type ListScope,
  type ListSpec,
  type ListView,
} from './list-spec.js';
export * from './viewer.js';
export { roleNames } from './account-application.js';
export { labDemandNames, submitterOf, usagePeriod } from './appointments.js';
export { BILL_USAGE_HEADERS, billColumns, MY_BILL_COLUMNS } from './bill.js';
export { CONTRACT_BILL_COLUMNS, CONTRACT_COLUMNS } from './contract.js';
export {
  isVerificationFormType,
  SAFETY_IMPORT_COLUMNS,
  safetyCheckColumns,
  verificationAt,
  verificationColumns,
} from './gate-records.js';
export {
  CATALOGUE_CLAMPED_COLUMNS,
  CATALOGUE_IMAGE_COLUMN,
  catalogueColumns,
  equipmentColumns,
  orderColumns,
  serviceColumns,
} from './catalogue.js';

/** Every list's column spec, by list. */
export const LISTS: Record<ListId, ListSpec> = {
  'enterprise-application': ENTERPRISE_APPLICATION_LIST,
  'provider-application': PROVIDER_APPLICATION_LIST,
  'account-application': ACCOUNT_APPLICATION_LIST,
  'visit-appointment': VISIT_APPOINTMENT_LIST,
  'lab-appointment': LAB_APPOINTMENT_LIST,
  'service-demand': SERVICE_DEMAND_LIST,
  activity: ACTIVITY_LIST,
  suggestion: SUGGESTION_LIST,
  loan: LOAN_LIST,
  'loan-v2': LOAN_V2_LIST,
  ...BILL_LISTS,
  contract: CONTRACT_LIST,
  'contract-bill': CONTRACT_BILL_LIST,
  verification: VERIFICATION_LIST,
  'safety-check': SAFETY_CHECK_LIST,
  equipment: EQUIPMENT_LIST,
  service: SERVICE_LIST,
  'equipment-order': EQUIPMENT_ORDER_LIST,
  'service-order': SERVICE_ORDER_LIST,
  'activity-signup': ACTIVITY_SIGNUP_LIST,
};

export const listColumns = (id: ListId, view: ListView): readonly ListColumn[] => LISTS[id].columns(view);

/** The header row of a list: the index, then every column's header (the table and the export alike). */
export const listHeaders = (id: ListId, view: ListView): string[] => [
  INDEX_HEADER,
  ...listColumns(id, view).map((c) => c.header),
];

/** One export row: the row number, then every cell as text or number. */
export const exportRow = (columns: readonly ListColumn[], row: ListRow, index: number): (string | number)[] => [
  index + 1,
  ...columns.map((c) => cellText(c.format(row))),
];
