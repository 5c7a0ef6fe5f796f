import type { DemandCategory, ListScope, Role } from '@parkflow/domain';
import type { ComponentType, ReactNode } from 'react';
import type { ItemDetail, ItemFilters, ItemSummary, User } from '../../../shared/api/types';
import type { FilterChoice, FilterName } from '../../../shared/ui/QueueFilters';

/**
 * How a rejection is asked for:
 * - reason: a dialog whose reason is required (visit, laboratory: 请输入驳回原因);
 * - opinion: the enterprise / provider prompt for an audit opinion, which may stay empty (seed 000 §5.5);
 * - optional: a dialog whose opinion may stay empty (activity);
 * - confirm: a plain confirmation (account applications, seed 000 §4);
 * - confirmDemand: the demand wording and its own cancel notice (seed 002 §4).
 */
export type RejectMode = 'reason' | 'opinion' | 'optional' | 'confirm' | 'confirmDemand';

/** One tab of a queue: the list parameter it sends and the seed codes it holds (for its count). */
export interface QueueTab {
  value: string;
  label: string;
  filter: ItemFilters;
  codes: readonly string[];
  /** Items here still wait for a decision: rows may offer Approve / Reject / Reply. */
  pending: boolean;
  /** Which rows the tab holds, for the columns it shows (libs/domain list specs). */
  scope: ListScope;
}

/** A queue's screen: filters, tabs, paging, export, how it rejects, who creates. */
export interface QueueSpec {
  filters: readonly FilterName[];
  /** Filters that are a choice, with their options; the first option is the default. */
  choices?: Partial<Record<FilterName, readonly FilterChoice[]>>;
  /** Roles for whom the filter bar is hidden (a credit institution filters nothing: seed 002 §6). */
  filtersHiddenFor?: readonly Role[];
  /** Tabs (pending / decided) above the table; false: a status filter instead (loans). */
  tabs: boolean;
  /** The list also reads the page as pageNumber (the seed's loan list). */
  pageNumberAlias?: boolean;
  /** The date filter disables future dates (laboratory, demands, suggestions, activities). */
  pastDatesOnly: boolean;
  /** A single size is fixed paging; several give a page-size choice. */
  pageSizes: readonly number[];
  /**
   * The seed's export: 'all' is 导出全部 under the filters; 'selection' exports the checked rows
   * (loans, seed 002 §2: none checked is 导出失败，您未选择任何一条数据); false: no export.
   */
  exportButton: false | 'all' | 'selection';
  /** Suggestions: 查询 without a date answers 选择查询时间 (seed 002 §8). */
  queryNeedsDate: boolean;
  reject: RejectMode;
  /**
   * Which side's screen has the seed's 新增 (with the kind's create dialog): a company's own list
   * ('company'), the staff's queue ('staff'), both, or neither. Who on that side may create is
   * the role policy's (libs/workflows role-policy.ts), never a list kept here.
   */
  addOn: 'company' | 'staff' | 'both' | false;
}

export interface CellContext {
  /** The clock for 已结束 / 进行中 (passed in so tests are stable). */
  now: Date;
  scope: ListScope;
}

export interface DetailProps {
  item: ItemDetail;
  now: Date;
}

export interface CreateDialogProps {
  onClose: () => void;
  user: User;
  /** The service-demand list the dialog adds to. */
  category: DemandCategory;
  /** The page's query (a demand list opened for a company names it: companyId, companyName). */
  params: URLSearchParams;
}

/**
 * Everything the console knows about one kind, in the kind's own folder: its queue, tabs, the
 * cells it draws itself, its detail, its create dialog. Labels and columns are libs/domain's
 * (the same for screen and export); what a user may do is the api's `allowed`.
 */
export interface KindModule {
  queue: QueueSpec;
  tabs: readonly QueueTab[];
  /** Cells drawn as more than text, by the column key of the list spec (buttons, several lines). */
  cells?: Readonly<Record<string, (row: ItemSummary, ctx: CellContext) => ReactNode>>;
  /** More row buttons, after 详情 (activity: 报名记录). */
  rowButtons?: (row: ItemSummary) => ReactNode;
  /** Under a row's actions (laboratory: the reviewed tab's disabled report download). */
  rowExtras?: (row: ItemSummary, ctx: CellContext) => ReactNode;
  /** The list is one of several categories, switched above the table (service demands). */
  CategorySwitch?: ComponentType<{ value: DemandCategory; onChange: (value: DemandCategory) => void }>;
  /** The drawer's fields (and the kind's own sections). */
  Detail: ComponentType<DetailProps>;
  CreateDialog?: ComponentType<CreateDialogProps>;
  /** The drawer's status, when a reader sees another one than the item's code (a bank: its own). */
  drawerStatus?: (item: ItemDetail, user: User) => ReactNode | null;
  /** A credit institution decides per product: the products it may still decide on. */
  decisionProducts?: (item: ItemDetail, user: User) => readonly FilterChoice[] | undefined;
  /**
   * Seed 002 §2 opening rule: a row awaiting the applicant's supplement opens the supplement dialog
   * (for the user whose `allowed` has SubmitSupplement) instead of the detail (loans).
   */
  opensSupplement?: (row: ItemSummary) => boolean;
  /** Decisions are taken in the drawer only, where the detail shows what they are about (loans). */
  decidesInDrawer?: boolean;
  /**
   * Filters only some users get, each a switch above the table sending `param=1` (a credit
   * institution's 待我审核 on loans).
   */
  toggles?: readonly QueueToggle[];
}

/** A yes/no list filter of a queue: on, the list is asked with `param=1`. */
export interface QueueToggle {
  param: 'awaitingMe';
  label: string;
  shownTo: (user: User) => boolean;
}
