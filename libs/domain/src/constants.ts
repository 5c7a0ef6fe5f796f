/** Business constants and limits of the seeds (000 §9, 001 §9, 002 §9), in one place. */

// --- Paging -----------------------------------------------------------------------------

/** Default page size of every list (and the fixed size of gate-guard, park-user, verification lists). */
export const PAGE_SIZE = 10;
/** Selectable page sizes where a list offers a choice. */
export const PAGE_SIZE_CHOICES = [10, 20, 50] as const;
/** Largest page a list serves (exports and jobs read whole lists, not pages). */
export const PAGE_SIZE_MAX = 100;
/** Highest page number a list accepts: beyond it no list of the park has rows. */
export const PAGE_NUM_MAX = 100_000;
/** Rent bill and contract bill lists open with 20 rows (seed 001 §9). */
export const RENT_PAGE_SIZE = 20;

/**
 * 1-based row number shown in an index column. The seed writes it 10*(page-1)+position with a
 * 1-based position; here `index` is the 0-based array index, hence the +1. Numbers continue
 * across pages.
 */
export const rowNumber = (page: number, index: number, pageSize: number = PAGE_SIZE): number => pageSize * (page - 1) + index + 1;

/** Status filter value meaning "all" on the loan lists (seed 002 §4). */
export const STATUS_FILTER_ALL = 9999;

// --- Text limits ------------------------------------------------------------------------

export const REJECTION_REASON_MAX = 160;
export const SUGGESTION_THEME_MAX = 50;
export const SUGGESTION_CONTENT_MAX = 1000;
export const SUGGESTION_REPLY_MAX = 200;
/**
 * Every other text field has one of these maximums, by the input it comes from: a one-line
 * input (names, phones, ids, single file links), a textarea (purposes, experience, remarks,
 * comma-joined file lists) or a rich-text editor (activity content, provider detail, with
 * inlined images).
 */
export const TEXT_MAX = { short: 100, long: 2000, rich: 100_000 } as const;
/** Rows of a repeatable form list (patents, founders, financing rows, service types, ids). */
export const FORM_ROWS_MAX = 20;
/** Longest idempotency key (`commandId`) a client may send with a creation or a command (a UUID is 36). */
export const COMMAND_ID_MAX = 100;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const PHONE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
/** Seconds before an SMS code may be sent again. */
export const SMS_COUNTDOWN_SECONDS = 60;
/** An SMS code is valid this long (NIST SP 800-63B: at most 10 minutes). */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** Wrong entries a code survives: the fifth wrong one ends it. */
export const SMS_CODE_MAX_TRIES = 5;
/** Codes sent to one phone per day, and to any phones from one client address per hour. */
export const SMS_SENDS_PER_PHONE_PER_DAY = 10;
export const SMS_SENDS_PER_ADDRESS_PER_HOUR = 20;
/** The forced password dialog closes and the page reloads this long after success (seed 002 §9). */
export const PASSWORD_SUCCESS_RELOAD_MS = 1000;
/** The company role screen disables role editing above this many roles (seed 000 §6). */
export const MAX_ROLES_EDITABLE = 4;
/** Most columns one user may be given to maintain (more than the product defines). */
export const COLUMN_ASSIGNMENTS_MAX = 200;

// --- Request input ----------------------------------------------------------------------

/**
 * Bodies nest no deeper than this (the deepest form, a loan's banks, needs 5): checked on the raw
 * JSON before parsing, and again on every body the handlers see (an opened legacy envelope too).
 */
export const INPUT_MAX_DEPTH = 32;
/** One query-string value (filters, repeated ids); list filters are held to TEXT_MAX.short. */
export const QUERY_VALUE_MAX = 2000;

// --- Uploads and imports ----------------------------------------------------------------

const MB = 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
/** 10485760 bytes: the attachment limit of seed 000 §9 and the loan slots of seed 002. */
export const UPLOAD_MAX_BYTES = 10 * MB;
/** The loan file-edit dialog allows larger files. */
export const UPLOAD_EDIT_MAX_BYTES = 50 * MB;
export const IMPORT_MAX_BYTES = 100 * MB;
export const IMAGE_MAX_BYTES = 10 * MB;
/** Rich-text images up to this size are inlined instead of uploaded. */
export const INLINE_IMAGE_MAX_BYTES = 5120;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** A JSON request body above this answers 413 (uploads are multipart, with their own limits). */
export const REQUEST_BODY_MAX_BYTES = 2 * MB;
/** The largest file any upload may carry (imports); each purpose checks its own, smaller one. */
export const UPLOAD_LARGEST_BYTES = Math.max(UPLOAD_MAX_BYTES, UPLOAD_EDIT_MAX_BYTES, IMPORT_MAX_BYTES, IMAGE_MAX_BYTES);

/** Loan attachments (seed 002 §5). Lower case, without the dot. */
export const ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'jpeg', 'doc', 'docx', 'xlsx', 'xls', 'txt', 'pdf'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
/** Characters an import file name must not contain (seed 001 §5). */
export const IMPORT_FORBIDDEN_NAME_CHARS = ['+', '=', '&', '/'] as const;

/**
 * What `POST /api/files` stores a file for (ARCHITECTURE.md: Files): an equipment or service
 * picture, an application or loan attachment, a spreadsheet to import.
 */
export const UPLOAD_PURPOSES = ['image', 'document', 'spreadsheet'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** The largest file each purpose accepts (seed 001 §5 and §9, seed 002 §5). */
export const UPLOAD_PURPOSE_MAX_BYTES: Record<UploadPurpose, number> = {
  image: IMAGE_MAX_BYTES,
  document: UPLOAD_MAX_BYTES,
  spreadsheet: IMPORT_MAX_BYTES,
};

// --- Review codes -----------------------------------------------------------------------

/** audit_state of enterprise and provider applications; isCheck of the other reviewable kinds. */
export const AUDIT_STATE = { UNDER_REVIEW: 0, APPROVED: 1, REJECTED: -1 } as const;
export type AuditState = (typeof AUDIT_STATE)[keyof typeof AUDIT_STATE];
/** Same values under the name the account, appointment, demand and activity screens use. */
export const IS_CHECK = AUDIT_STATE;

/** Tab filter of account, visit and laboratory lists. */
export const CHECK_STATE_TAB = { PENDING: 1, REVIEWED: 2 } as const;
export type CheckStateTab = (typeof CHECK_STATE_TAB)[keyof typeof CHECK_STATE_TAB];

/** Loan checkState (seed 002 §4): first-round loop 1006→1007, second-round loop 1008→1009. */
export const LOAN_CHECK_STATE = {
  UNDER_REVIEW: 1001,
  FIRST_PASSED: 1002,
  FIRST_REJECTED: 1003,
  SECOND_PASSED: 1004,
  SECOND_REJECTED: 1005,
  FIRST_SUPPLEMENT_REQUESTED: 1006,
  FIRST_SUPPLEMENT_DONE: 1007,
  SECOND_SUPPLEMENT_REQUESTED: 1008,
  SECOND_SUPPLEMENT_DONE: 1009,
} as const;
export type LoanCheckState = (typeof LOAN_CHECK_STATE)[keyof typeof LOAN_CHECK_STATE];

/** The newer loan flow: 2003 goes back to 2000 once the supplement is in. */
export const LOAN_V2_STATE = { IN_REVIEW: 2000, PASSED: 2001, REFUSED: 2002, AWAITING_SUPPLEMENT: 2003 } as const;
export type LoanV2State = (typeof LOAN_V2_STATE)[keyof typeof LOAN_V2_STATE];

/** bankCheckState per product and bank; any other value means not reviewed. */
export const BANK_CHECK_STATE = {
  PASSED: 1004,
  REJECTED: 1005,
  SUPPLEMENT_REQUESTED: 1008,
  SUPPLEMENT_SUBMITTED: 1009,
} as const;
export type BankCheckState = (typeof BANK_CHECK_STATE)[keyof typeof BANK_CHECK_STATE];

/**
 * THE RULE of a bank's open decision (seed 002 §4): a bank decides on its part of a product while
 * that part is not reviewed yet (no bankCheckState) or again once the applicant answered its
 * supplement (1009). The machine's guard (libs/workflows bankMayDecide), the decision dialogs'
 * product choice and the list's 待我审核 filter (apps/api list-filters) all read it from here.
 */
export const BANK_AWAITING_STATES: readonly (BankCheckState | null)[] = [null, BANK_CHECK_STATE.SUPPLEMENT_SUBMITTED];
export const bankAwaitsDecision = (bankCheckState: unknown): boolean =>
  BANK_AWAITING_STATES.includes((bankCheckState ?? null) as BankCheckState | null);

/**
 * The checkStates of a loan in its second round (seed 002 §4): first round passed (banks still to
 * decide) and every code the banks' decisions derive. Credit institutions see loans only here.
 */
export const LOAN_SECOND_ROUND_CODES = [1002, 1004, 1005, 1008, 1009] as const satisfies readonly LoanCheckState[];
export type LoanSecondRoundCode = (typeof LOAN_SECOND_ROUND_CODES)[number];

// --- Loan form --------------------------------------------------------------------------

/** Each of the eight yearly operating lists holds at most this many rows. */
export const YEARLY_LIST_MAX_ROWS = 3;
/** Overdue events are counted over this many months. */
export const OVERDUE_WINDOW_MONTHS = 24;
/** Employee stock platform: "1" yes, "2" no (sent as strings). */
export const EMPLOYEE_STOCK_OWNERSHIP = { YES: '1', NO: '2' } as const;

// --- Appointments -----------------------------------------------------------------------

export const VISIT_INTENTION_CODES = [1, 2, 3, 4] as const;
export type VisitIntention = (typeof VISIT_INTENTION_CODES)[number];
export const LAB_APPOINTMENT_TYPE = { PARALLEL: 1, INNOVATION: 2 } as const;
export type LabAppointmentType = (typeof LAB_APPOINTMENT_TYPE)[keyof typeof LAB_APPOINTMENT_TYPE];
/** The add dialog opens with this type selected. */
export const DEFAULT_LAB_APPOINTMENT_TYPE: LabAppointmentType = 1;
export const APPOINTMENT_DIALOG_WIDTH = 980;

/** Selectable appointment times: every half hour from 00:00 to 23:30. */
export const TIME_SLOT_MINUTES = 30;
export const FIRST_TIME_SLOT = '00:00';
export const LAST_TIME_SLOT = '23:30';

/** The 48 selectable times, 'HH:mm', in order. */
export function halfHourSlots(): string[] {
  return Array.from({ length: (24 * 60) / TIME_SLOT_MINUTES }, (_, i) => minutesToTime(i * TIME_SLOT_MINUTES));
}

/** 'HH:mm' of minutes since midnight. */
export function minutesToTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

// --- Service demands --------------------------------------------------------------------

export const DEMAND_CATEGORIES = ['equipment', 'sharing', 'supply-chain', 'property', 'bio-work', 'bio-service'] as const;
export type DemandCategory = (typeof DEMAND_CATEGORIES)[number];
/** Categories whose add form asks for a service type (property → propertyType, supply chain → type). */
export const DEMAND_CATEGORIES_WITH_TYPE = ['property', 'supply-chain'] as const satisfies readonly DemandCategory[];
/**
 * Property service types, one numbering everywhere (seed 002 §9): 1 内保业务, 2 活动承接, 3 有偿工程维修,
 * 4 月租车辆办理, 5 绿植租摆, any other value 桶装水订购, which the add form sends as 6. Labels in labels.ts.
 */
export const PROPERTY_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

// --- Operations (seed 001) --------------------------------------------------------------

/** Rent bill status filter; batch push and dunning export target 10 and 20. */
export const RENT_BILL_STATUS = { CURRENT: 10, OVERDUE: 20, SUBSEQUENT: 30, SETTLED: 40 } as const;
/** Park user status; gate-guard staff use 1 for normal and anything else for frozen. */
export const ACCOUNT_STATUS = { NORMAL: 1, FROZEN: 2 } as const;
/** Equipment and service availability switch. */
export const AVAILABILITY = { ON_SHELF: 1, OFF_SHELF: 0 } as const;
/** Booking order status (display only). */
export const BOOKING_ORDER_STATUS = { PENDING: 0, ACCEPTED: 1, REJECTED: 2 } as const;
/** Type lookup tags: equipment uses 4, services 1 and 2. */
export const EQUIPMENT_TYPE_TAG = 4;
export const SERVICE_CATEGORY_TAGS = [1, 2] as const;
export const VERIFICATION_FORM_TYPES = ['wf', 'wh', 'wht', 'cmt'] as const;
export type VerificationFormType = (typeof VERIFICATION_FORM_TYPES)[number];
/** Scene images of verification records are shown at this size (px). */
export const VERIFICATION_IMAGE_SIZE = 100;

// --- Live connection --------------------------------------------------------------------

/**
 * socket.io heartbeat of the /live connection. The client closes a connection that heard no ping
 * for interval + timeout, so a silently lost network is noticed within 4 s (the console promises 5).
 */
export const LIVE_PING_INTERVAL_MS = 2_000;
export const LIVE_PING_TIMEOUT_MS = 2_000;

// --- Bulk decisions ---------------------------------------------------------------------

/** Most ids one bulk command takes (POST /api/items/:kind/commands); larger selections are split by page. */
export const BULK_COMMAND_MAX = 100;
/** Decisions that read the same for every selected item; a supplement or a bank's terms are per item. */
export const BULK_COMMAND_TYPES = ['Approve', 'Reject'] as const;
