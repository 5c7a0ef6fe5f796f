import { PAGE_SIZE, PAGE_SIZE_CHOICES, ROLES, type Role, hasRole } from '@parkflow/domain';
import { type QueueKind, unreachable } from './kinds';
import { LOAN_STATUS_CHOICES } from './loan';

/** The seed's list filters, under the names the list call takes them. */
export type FilterName = 'screenDate' | 'tel' | 'phone' | 'companyName' | 'title' | 'qryCheckState';

/** A filter offered as a choice rather than typed text (the loan status filter). */
export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * How a rejection is asked for:
 * - reason: a dialog whose reason is required (visit, laboratory: 请输入驳回原因);
 * - opinion: the enterprise / provider prompt for an audit opinion, which may stay empty (seed 000 §5.5);
 * - optional: a dialog whose opinion may stay empty (activity);
 * - confirm: a plain confirmation (account applications, seed 000 §4);
 * - confirmDemand: the demand wording and its own cancel notice (seed 002 §4).
 */
export type RejectMode = 'reason' | 'opinion' | 'optional' | 'confirm' | 'confirmDemand';

export interface QueueSpec {
  filters: readonly FilterName[];
  /** Filters that are a choice, with their options; the first option is the default. */
  choices?: Partial<Record<FilterName, readonly FilterChoice[]>>;
  /** Roles for whom the filter bar is hidden (a credit institution filters nothing: seed 002 §6). */
  filtersHiddenFor?: readonly Role[];
  /** Tabs (pending / decided) above the table; false: a status filter instead (loans). */
  tabs: boolean;
  /** Extra list parameters the api takes (the loan list also reads pageNumber). */
  pageNumberAlias?: boolean;
  /** The date filter disables future dates (laboratory, demands, suggestions, activities). */
  pastDatesOnly: boolean;
  /** A single size is fixed paging; several give a page-size choice. */
  pageSizes: readonly number[];
  exportable: boolean;
  /** Suggestions: 查询 without a date answers 选择查询时间 (seed 002 §8). */
  queryNeedsDate: boolean;
  reject: RejectMode;
  /** Whether this user gets the seed's Add button. */
  canCreate: (roles: readonly Role[]) => boolean;
}

const CHOICES = PAGE_SIZE_CHOICES;
const FIXED = [PAGE_SIZE] as const;
const anyone = () => true;
const nobody = () => false;

export function specOf(kind: QueueKind): QueueSpec {
  switch (kind) {
    case 'enterprise-application':
    case 'provider-application':
      return {
        filters: ['screenDate'],
        tabs: true,
        pastDatesOnly: false,
        pageSizes: FIXED,
        exportable: false,
        queryNeedsDate: false,
        reject: 'opinion',
        // Applications come from the public site (seed 000 shows no create form here).
        canCreate: nobody,
      };
    case 'account-application':
      return {
        filters: ['phone'],
        tabs: true,
        pastDatesOnly: false,
        pageSizes: CHOICES,
        exportable: false,
        queryNeedsDate: false,
        reject: 'confirm',
        canCreate: (roles) => hasRole({ roles: [...roles] }, ROLES.ENTERPRISE_SUPER_ADMIN),
      };
    case 'visit-appointment':
      return {
        filters: ['tel', 'screenDate'],
        tabs: true,
        pastDatesOnly: false,
        pageSizes: CHOICES,
        exportable: true,
        queryNeedsDate: false,
        reject: 'reason',
        canCreate: anyone,
      };
    case 'lab-appointment':
      return {
        filters: ['tel', 'screenDate'],
        tabs: true,
        pastDatesOnly: true,
        pageSizes: CHOICES,
        exportable: true,
        queryNeedsDate: false,
        reject: 'reason',
        canCreate: anyone,
      };
    case 'service-demand':
      return {
        filters: ['companyName', 'screenDate'],
        tabs: true,
        pastDatesOnly: true,
        pageSizes: CHOICES,
        exportable: true,
        queryNeedsDate: false,
        reject: 'confirmDemand',
        canCreate: anyone,
      };
    case 'activity':
      return {
        filters: ['title', 'screenDate'],
        tabs: true,
        pastDatesOnly: true,
        pageSizes: CHOICES,
        exportable: false,
        queryNeedsDate: false,
        reject: 'optional',
        canCreate: (roles) => hasRole({ roles: [...roles] }, ROLES.OPERATOR, ROLES.PLATFORM_ADMIN),
      };
    case 'suggestion':
      return {
        filters: ['screenDate'],
        tabs: true,
        pastDatesOnly: true,
        // /SuggestionList: 10 per page.
        pageSizes: FIXED,
        exportable: true,
        queryNeedsDate: true,
        reject: 'confirm',
        canCreate: (roles) => hasRole({ roles: [...roles] }, ROLES.ENTERPRISE_SUPER_ADMIN, ROLES.ENTERPRISE_USER),
      };
    case 'loan':
      return {
        filters: ['qryCheckState'],
        choices: { qryCheckState: LOAN_STATUS_CHOICES },
        filtersHiddenFor: [ROLES.CREDIT_INSTITUTION],
        tabs: false,
        pageNumberAlias: true,
        pastDatesOnly: false,
        pageSizes: CHOICES,
        exportable: true,
        queryNeedsDate: false,
        // First round: the opinion may stay empty (Reject { reason? }).
        reject: 'optional',
        // The six-page application wizard is not part of the console yet.
        canCreate: nobody,
      };
    default:
      return unreachable(kind);
  }
}

