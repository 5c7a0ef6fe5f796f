import type {
  AdminPage,
  BankAccount,
  CommandType,
  DunningTarget,
  FileSummaries,
  JobState,
  JobView,
  Kind,
  Role,
  RoleView,
  UserAction,
  Waiting,
} from '@parkflow/domain';

/** The user as GET /api/auth/me and POST /api/auth/login return it. */
export interface User {
  id: string;
  username: string;
  realname: string;
  phone?: string | null;
  roles: Role[];
  /** The roles held, with their names (the roles table). */
  roleList: RoleView[];
  companyId: string | null;
  companyName: string | null;
  bankId: string | null;
  bankName: string | null;
  /** 4 first-round reviewer, 5 credit institution (seed 002 §6), else null. */
  qryCheckListPower: number | null;
  whetherPop: boolean;
  /** The kinds whose lists this user opens (the server's visibility rule): the navigation. */
  kinds: Kind[];
  /** The identity screens this user opens (账号管理, 企业管理, 角色管理). */
  pages: AdminPage[];
}

/** A row of GET /api/users (seed 000 §3 User, seed 002 §3 Company user). */
export interface UserRow {
  userId: string;
  username: string;
  userName: string;
  tel: string | null;
  roles: { id: string; roleName: string }[];
  whetherSuperAdmin: boolean;
  companyId: string | null;
  companyName: string | null;
  /** The identity commands this user may send about the row (the server's rule). */
  allowed: UserAction[];
}
export interface UserPage {
  list: UserRow[];
  total: number;
}
export interface Company {
  id: string;
  name: string;
}
export interface CompanyPage {
  list: Company[];
  total: number;
}
export interface MenuLocation {
  id: number;
  code: string;
  name: string;
}
export interface MenuColumnNode {
  id: number;
  name: string;
  child: MenuColumnNode[];
}
export interface ColumnAssignment {
  locationId: number;
  columnId: number;
}

/** GET /api/auth/password-check (seed 002 §7 forced-dialog check). */
export interface PasswordCheck {
  whetherPop: boolean;
  companyName: string | null;
  username: string;
}

/** POST /api/auth/password: a new password, its confirmation and the SMS code. */
export interface PasswordChangeInput {
  password: string;
  confPwd: string;
  verificationCode: string;
}

/** One message of GET /api/sms/outbox (development sender). */
export interface OutboxMessage {
  id: string;
  mobile: string;
  text: string;
  createdAt: string;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: User;
}

export type ServiceState = 'up' | 'down';
export interface Health {
  db: ServiceState;
  redis: ServiceState;
}

/**
 * A kind's machine as GET /api/kinds describes it. Mirrors MachineDescription of
 * libs/workflows, restated here so the console does not depend on that package yet.
 */
export interface MachineState {
  name: string;
  /** The seed's code (isCheck, audit_state, checkState, ...) or null where the seed has none. */
  code: number | string | null;
  label: string;
  final: boolean;
}
export interface MachineTransition {
  from: string;
  event: string;
  to: string;
}
export interface Machine {
  initial: string;
  states: MachineState[];
  transitions: MachineTransition[];
  events: string[];
}
export interface KindInfo {
  kind: Kind;
  label: string;
  machine: Machine;
}

/** What every item row and detail carries besides its seed fields. */
export interface ItemSummary {
  id: string;
  state: string;
  code: number | string | null;
  version: number;
  /** Command types this user may send now, as the api's workflow answers (buttons follow it; no rule is recomputed here). */
  allowed: CommandType[];
  /** Still open: how long it has waited for the park (libs/domain waitingOf). */
  waiting?: Waiting;
  [field: string]: unknown;
}
export interface ItemDetail extends ItemSummary {
  /** Name and size of every file linked to the item, by the id its file fields hold. */
  files?: FileSummaries;
}
export interface ItemPage {
  list: ItemSummary[];
  total: number;
  /** Bill lists (seed 001 §3): companies and amount over the whole filter, not the page. */
  companyNum?: number;
  costSum?: number;
}
/** The seed's list filters, tab and paging (pageNum, pageSize) as query parameters. */
export type ItemFilters = Record<string, string | number | undefined>;

/** GET /api/jobs: the caller's jobs (a platform admin's: everybody's), newest first. */
export interface JobPage {
  list: JobView[];
  total: number;
}
/** GET /api/jobs query: paging and an optional state. */
export interface JobFilters {
  pageNum?: number;
  pageSize?: number;
  state?: JobState;
  [name: string]: string | number | undefined;
}
/** POST /api/files answer. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  url: string;
}

/** POST /api/jobs bodies the console sends (ARCHITECTURE.md: Jobs). */
export type StartJob =
  | { type: 'export'; kind: Kind; filters: ItemFilters; ids?: string[]; activityId?: string }
  | { type: 'import'; kind: string; fileId: string; mode: 'validate' | 'apply' }
  | { type: 'push'; kind: Kind; ids: string[] }
  | { type: 'dunning'; kind: 'contract-bill'; contractNos: string[]; billPeriod: DunningTarget };

/** GET /api/contracts/account?contractNo= (the edit-account dialog). */
export interface ContractAccount extends Partial<BankAccount> {
  contractId: string;
  version: number;
  contractNo: string;
  tenantName: string;
}

/** Server event `item.changed` on the /live namespace. */
export interface ItemChanged {
  kind: Kind;
  id: string;
  type: string;
  state: string;
  code: number | string | null;
  version: number;
  position: number | string;
  at: string;
  actor: { userId: string; realname: string } | null;
}

/** Server event `items.changed`: a bulk write (an import batch, a push chunk); refetch, don't patch. */
export interface ItemsChanged {
  kind: Kind;
  /** The batch's event type (BillPushed: new bills for a tenant). */
  type: string;
  /** How many of the batch's items this user may see. */
  count: number;
  position: number | string;
}

/** GET /api/my-bills: the company's bills of every kind, newest first. */
export interface MyBillPage {
  list: (ItemSummary & { kind: Kind })[];
  total: number;
}

/** Who did something: an event's actor, a decision's reviewer, a viewer of an item. */
export interface Person {
  userId: string;
  realname: string;
}

/** GET /api/items/:kind/counts: items per seed code under the list's filters minus the tab. */
export interface ItemCounts {
  codes: Record<string, number>;
  total: number;
}

/** One entry of GET /api/items/:kind/:id/history, oldest first. */
export interface HistoryEntry {
  position: number | string;
  version: number;
  /** e.g. VisitAppointmentSubmitted, VisitAppointmentRejected, SuggestionReplied. */
  type: string;
  data: Record<string, unknown>;
  actor: Person | null;
  at: string;
}

/** POST /api/items/:kind/:id/commands. */
/** A decision for several items with one shared payload (one rejection reason). */
export interface BulkCommand {
  type: 'Approve' | 'Reject';
  ids: string[];
  reason?: string;
}

/** What became of one item of a bulk command. */
export interface BulkOutcome {
  id: string;
  ok: boolean;
  rsCode: number;
  rsCause: string;
  version?: number;
  code?: number | string;
  /** Refused because someone else moved it first: who. */
  decidedBy?: string;
}

export interface ItemCommand {
  id: string;
  type: CommandType;
  /** The version the user was looking at: a decision taken on a stale view is refused (409). */
  expectedVersion: number;
  reason?: string;
  reply?: string;
  /** Loan second round: the product the credit institution decides on, and its terms. */
  productId?: string;
  creditAmount?: number;
  interestRate?: number;
  term?: number;
  /** Loan SubmitSupplement: the corrected fields and the applicant's remark. */
  changes?: Record<string, unknown>;
  checkRemark?: string;
  /** SetAvailability: 1 on shelf, 0 off shelf (seed 001 §4). */
  available?: 0 | 1;
}
/** Answer of a command and of a create. */
export interface CommandResult {
  id?: string;
  state: string;
  code: number | string | null;
  version: number;
}

/** An activity sign-up (seed 002 §3). */
export interface SignUp {
  id?: string;
  companyName: string;
  contacts: string;
  gender: number | string;
  idcard?: string | null;
  office?: string | null;
  professionalField?: string | null;
  email?: string | null;
  tel: string;
  createTime: string;
  applicantsNum: number;
  remark?: string | null;
}
export interface SignUpPage {
  list: SignUp[];
  total: number;
}

/** Server event `presence.changed` (and the ack of `presence.join`): who has an item open. */
export interface PresenceChanged {
  id: string;
  viewers: Person[];
}

/** GET /api/desk: what waits for the signed-in user. */
export interface Desk {
  queues: DeskQueue[];
  decisions: DeskDecision[];
}

export interface DeskQueue {
  kind: Kind;
  pending: number;
  paused: number;
  near: number;
  late: number;
  longest: { id: string; title: string; code: number | string; waiting: Waiting }[];
}

export interface DeskDecision {
  kind: Kind;
  id: string;
  type: string;
  at: string;
  title: string;
  code: number | string | null;
}
