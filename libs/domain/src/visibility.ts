import { AUDIT_STATE, AVAILABILITY, LOAN_SECOND_ROUND_CODES } from './constants.js';
import {
  BILL_KINDS,
  CATALOGUE_KINDS,
  CONTRACT_KINDS,
  GATE_RECORD_KINDS,
  isBillKind,
  isCatalogueKind,
  isContractKind,
  isGateRecordKind,
  isOrderKind,
  KINDS,
  type Kind,
  ORDER_KINDS,
} from './kinds.js';
import { LOAN_DRAFT_CODE } from './labels.js';
import { type Actor, hasRole, isCompanyRole, isPlatformStaff, ROLES, type Role } from './roles.js';

/*
 * THE VISIBILITY RULE: who may see which items. Written once, here, as data: an actor's
 * audiences for a kind. The api turns the same audiences into its SQL filters (lists, counts,
 * exports, the live catch-up) and into live rooms; this file also checks one item in memory
 * (details, history, files). docs/decisions/0007 explains the rule, 0009 its one home.
 *
 *   platform staff (admin, reviewer, operator)  every item of every kind, but another's draft
 *   a credit institution                        loans in the second round offering its bank
 *   a member of a company                       its company's items, and items published to the park
 *
 * A kind's private code (a loan draft) is its company's alone: no staff, bank or published audience
 * holds an item at that code, in lists, counts, exports, live rooms or the catch-up.
 *
 * and, at the end, who sees a background job (its record, files and live room).
 */

/** Who beyond staff and the owning company sees a kind's items. */
export interface KindVisibility {
  /** Items at this code are published to every company (an approved activity: anyone may sign up). */
  publishedAt?: string;
  /** Credit institutions see items at these codes whose products offer their bank. */
  banksAt?: readonly string[];
  /** Items at this code are seen by their own company only (a loan draft, seed 002 §4 Draft). */
  privateAt?: string;
  /**
   * The owning company sees an item only once it has been pushed to it (a property or rent bill,
   * seed 001 §2.5–2.7 push): until then it is the park's alone (docs/decisions/0017).
   */
  issuedOnPush?: boolean;
}

export const KIND_VISIBILITY: Record<Kind, KindVisibility> = {
  'enterprise-application': {},
  'provider-application': {},
  'account-application': {},
  'visit-appointment': {},
  'lab-appointment': {},
  'service-demand': {},
  activity: { publishedAt: String(AUDIT_STATE.APPROVED) },
  suggestion: {},
  loan: { banksAt: LOAN_SECOND_ROUND_CODES.map(String), privateAt: LOAN_DRAFT_CODE },
  'loan-v2': {},
  // A company's members see their own company's bills only (the company audience); never another's.
  'bill-water': {},
  'bill-wattage': {},
  'bill-property': { issuedOnPush: true },
  'bill-ground': {},
  'bill-meeting-room': {},
  'bill-device': {},
  'bill-rent': { issuedOnPush: true },
  // A tenant's members see their own company's contracts (and the notices of their pushed bills).
  contract: {},
  // A contract bill is the tenant's once pushed, as property and rent bills are (decision 0017).
  'contract-bill': { issuedOnPush: true },
  // Park staff keep gate records and inspections; a company sees its own inspections.
  verification: {},
  'safety-check': {},
  // On-shelf catalogue items (code 1) are published to every company of the park: anyone may book
  // them; an off-shelf one is seen by staff and its own company only (seed 001 §4 availability).
  equipment: { publishedAt: String(AVAILABILITY.ON_SHELF) },
  service: { publishedAt: String(AVAILABILITY.ON_SHELF) },
  // An order is its booking company's (and the park staff's who answer it).
  'equipment-order': {},
  'service-order': {},
};

/** Kinds whose company sees an item only once pushed: exactly the pushable kinds (checked by a spec). */
export const issuedOnPush = (kind: Kind): boolean => KIND_VISIBILITY[kind].issuedOnPush === true;

/** One way an actor sees a kind's items; it sees an item when one of its audiences holds it. */
export type Audience =
  /** `except`: the kind's private code, which staff do not see. */
  | { by: 'staff'; except?: string }
  /** `issuedOnly`: only the company's items that were pushed to it (KindVisibility.issuedOnPush). */
  | { by: 'company'; companyId: string; issuedOnly?: true }
  | { by: 'published'; code: string }
  | { by: 'bank'; bankId: string; codes: readonly string[] };

/** The audiences this actor belongs to for a kind; none: the kind is not its business at all. */
export function audiencesOf(actor: Actor, kind: Kind): Audience[] {
  const { publishedAt, banksAt, privateAt } = KIND_VISIBILITY[kind];
  if (isPlatformStaff(actor)) return [privateAt ? { by: 'staff', except: privateAt } : { by: 'staff' }];
  if (hasRole(actor, ROLES.CREDIT_INSTITUTION)) {
    return banksAt && actor.bankId !== null ? [{ by: 'bank', bankId: actor.bankId, codes: banksAt }] : [];
  }
  if (actor.companyId === null) return [];
  return [companyAudience(kind, actor.companyId), ...(publishedAt ? [{ by: 'published', code: publishedAt } as const] : [])];
}

function companyAudience(kind: Kind, companyId: string): Audience {
  return issuedOnPush(kind) ? { by: 'company', companyId, issuedOnly: true } : { by: 'company', companyId };
}

/** Whether the actor may open the kind's list at all. */
export const mayOpenKind = (actor: Actor, kind: Kind): boolean => audiencesOf(actor, kind).length > 0;

/** What the rule needs to know of an item (a read-model row, or an event's metadata). */
export interface ItemFacts {
  companyId: string | null;
  code?: number | string | null;
  /** The item's fields (a loan's productList says which banks it offers) … */
  fields?: Readonly<Record<string, unknown>>;
  /** … or, for an event, the banks it concerned when it happened (stored with it: itemBanks). */
  bankIds?: readonly string[];
  /** … and, for an event, whether the item had been pushed to its company by then (stored with it). */
  issued?: boolean;
  /**
   * … and, for an event, the banks among `bankIds` it is for (stored with it; absent: all of them):
   * a bank's decision is its own bank's, not the others' (libs/workflows eventBanks). Never set on
   * an item: it narrows who hears the event, not who sees the item (event-audience.ts).
   */
  onlyBanks?: readonly string[];
}

/** Whether an item has been pushed to its company (its view's `pushed`, or what its event stored). */
export const isIssued = (item: Pick<ItemFacts, 'issued' | 'fields'>): boolean => item.issued ?? item.fields?.pushed === true;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The banks an item's products offer (a loan's productList[].bankList[].id). */
function banksOffering(fields: ItemFacts['fields']): string[] {
  const products = Array.isArray(fields?.productList) ? (fields.productList as unknown[]) : [];
  const ids = products.flatMap((p) =>
    isRecord(p) && Array.isArray(p.bankList) ? p.bankList.map((b) => (isRecord(b) ? b.id : undefined)) : [],
  );
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/**
 * The banks whose credit institutions see the item now: those its products offer, while its code
 * is one of the kind's bank codes. Stored with every event, so the live rooms and the catch-up
 * know a bank's events without the item's fields.
 */
export function itemBanks(kind: Kind, item: Pick<ItemFacts, 'code' | 'fields'>): string[] {
  const codes = KIND_VISIBILITY[kind].banksAt;
  if (!codes || !codes.includes(String(item.code))) return [];
  return banksOffering(item.fields);
}

/** Whether an audience holds the item. */
export function holds(kind: Kind, audience: Audience, item: ItemFacts): boolean {
  switch (audience.by) {
    case 'staff':
      return audience.except === undefined || String(item.code) !== audience.except;
    case 'company':
      return item.companyId === audience.companyId && (!audience.issuedOnly || isIssued(item));
    case 'published':
      return item.code !== null && item.code !== undefined && String(item.code) === audience.code;
    case 'bank':
      return (
        audience.codes.includes(String(item.code)) &&
        (item.bankIds ?? itemBanks(kind, item)).includes(audience.bankId) &&
        (item.onlyBanks === undefined || item.onlyBanks.includes(audience.bankId))
      );
    default: {
      const never: never = audience;
      return never;
    }
  }
}

/** The in-memory check: one item, one actor. */
export const canSeeItem = (actor: Actor, kind: Kind, item: ItemFacts): boolean =>
  audiencesOf(actor, kind).some((audience) => holds(kind, audience, item));

/**
 * The bank a credit institution reads the kind's items for (it sees other banks' decisions only
 * in part: libs/workflows loan.bank-visibility), or null.
 */
export function viewerBank(actor: Actor, kind: Kind): string | null {
  const bank = audiencesOf(actor, kind).find((a) => a.by === 'bank');
  return bank?.by === 'bank' ? bank.bankId : null;
}

// --- Live rooms -------------------------------------------------------------------------

/** The live room of an audience: a socket joins its audiences' rooms, an event goes to its item's. */
export function audienceRoom(kind: Kind, audience: Audience): string {
  switch (audience.by) {
    case 'staff':
      return `kind:${kind}`;
    case 'company':
      return `kind:${kind}:company:${audience.companyId}`;
    case 'published':
      return `kind:${kind}:published`;
    case 'bank':
      return `kind:${kind}:bank:${audience.bankId}`;
    default: {
      const never: never = audience;
      return never;
    }
  }
}

/**
 * Every audience an item (or an event, by what it stored: event-audience.ts) is in, as rooms (the
 * inverse of audienceRoom).
 */
export function itemRooms(kind: Kind, item: ItemFacts): string[] {
  const { publishedAt, banksAt, privateAt } = KIND_VISIBILITY[kind];
  const audiences: Audience[] = [
    privateAt ? { by: 'staff', except: privateAt } : { by: 'staff' },
    ...(item.companyId ? [companyAudience(kind, item.companyId)] : []),
    ...(publishedAt ? [{ by: 'published', code: publishedAt } as const] : []),
    ...(banksAt
      ? (item.bankIds ?? itemBanks(kind, item)).map((bankId) => ({ by: 'bank', bankId, codes: banksAt }) as const)
      : []),
  ];
  return audiences.filter((a) => holds(kind, a, item)).map((a) => audienceRoom(kind, a));
}

/** The audience a room names, for the kind it is of (null: not an audience room of a known kind). */
export function roomAudience(room: string): { kind: Kind; audience: Audience } | null {
  const [prefix, kind, scope, value] = room.split(':');
  if (prefix !== 'kind' || !kind || !(KINDS as readonly string[]).includes(kind)) return null;
  const k = kind as Kind;
  const { publishedAt, banksAt, privateAt } = KIND_VISIBILITY[k];
  if (scope === undefined) return { kind: k, audience: privateAt ? { by: 'staff', except: privateAt } : { by: 'staff' } };
  if (scope === 'company' && value) return { kind: k, audience: companyAudience(k, value) };
  if (scope === 'published' && publishedAt) return { kind: k, audience: { by: 'published', code: publishedAt } };
  if (scope === 'bank' && value && banksAt) return { kind: k, audience: { by: 'bank', bankId: value, codes: banksAt } };
  return null;
}

// --- Jobs -----------------------------------------------------------------------------

/**
 * A job (an import, export, push) is its owner's: only the user who started it and platform
 * admins see it, its files and its progress (ARCHITECTURE.md: Jobs). What an export job writes
 * is the list's own rows for its owner (the audiences above), not a wider view.
 */
export const maySeeJob = (actor: Pick<Actor, 'userId' | 'roles'>, job: { createdBy: string }): boolean =>
  job.createdBy === actor.userId || hasRole(actor, ROLES.PLATFORM_ADMIN);

/** Whose jobs an actor's job list shows: its own, or null (every user's) for a platform admin. */
export const jobOwnerFilter = (actor: Pick<Actor, 'userId' | 'roles'>): string | null =>
  hasRole(actor, ROLES.PLATFORM_ADMIN) ? null : actor.userId;

// --- What a user opens ------------------------------------------------------------------

/**
 * The lists in each role's menu (the navigation). The server answers a user with the kinds in its
 * roles' menus that the rule above lets it open (GET /api/auth/me `kinds`); the console builds its
 * navigation from that answer.
 */
const REVIEW_LISTS: readonly Kind[] = KINDS.filter(
  (kind) => !isBillKind(kind) && !isContractKind(kind) && !isGateRecordKind(kind) && !isCatalogueKind(kind) && !isOrderKind(kind),
);
/** The catalogues and their booking orders (seed 001 §2.8–2.11): the operator's, and the companies' who book. */
const CATALOGUE_LISTS: readonly Kind[] = [...CATALOGUE_KINDS, ...ORDER_KINDS];
/**
 * 审核员: the applications, appointments and loans it decides (libs/workflows role-policy.ts); the
 * service demands, activities and suggestions are the park operations' (role-policy.spec.ts holds
 * every staff menu to the kinds the role policy gives that role work on).
 */
const REVIEWER_LISTS: readonly Kind[] = REVIEW_LISTS.filter(
  (kind) => kind !== 'service-demand' && kind !== 'activity' && kind !== 'suggestion',
);
/** Whether a company's members follow the kind's list (their own items, and what the park publishes to them). */
const COMPANY_LISTS: Record<Kind, boolean> = {
  'enterprise-application': false,
  'provider-application': false,
  'account-application': true,
  'visit-appointment': true,
  'lab-appointment': true,
  'service-demand': true,
  activity: true,
  suggestion: true,
  loan: true,
  'loan-v2': true,
  // their bills are in 我的账单 (opensMyBills), not in lists of their own
  'bill-water': false,
  'bill-wattage': false,
  'bill-property': false,
  'bill-ground': false,
  'bill-meeting-room': false,
  'bill-device': false,
  'bill-rent': false,
  contract: false,
  'contract-bill': false,
  verification: false,
  'safety-check': false,
  equipment: true,
  service: true,
  'equipment-order': true,
  'service-order': true,
};
const COMPANY_MENU: readonly Kind[] = KINDS.filter((kind) => COMPANY_LISTS[kind]);
export const ROLE_MENUS: Record<Role, readonly Kind[]> = {
  [ROLES.PLATFORM_ADMIN]: [...REVIEW_LISTS, ...BILL_KINDS, ...CONTRACT_KINDS, ...GATE_RECORD_KINDS, ...CATALOGUE_LISTS],
  [ROLES.REVIEWER]: REVIEWER_LISTS,
  [ROLES.CREDIT_INSTITUTION]: ['loan'],
  [ROLES.OPERATOR]: [
    'service-demand',
    'activity',
    'suggestion',
    ...BILL_KINDS,
    ...CONTRACT_KINDS,
    ...GATE_RECORD_KINDS,
    ...CATALOGUE_LISTS,
  ],
  [ROLES.ENTERPRISE_SUPER_ADMIN]: COMPANY_MENU,
  [ROLES.ENTERPRISE_USER]: COMPANY_MENU,
  [ROLES.GATE_GUARD]: [],
  [ROLES.PARK_USER]: [],
};

/** The kinds whose lists this user opens, in the catalogue's order. */
export function kindsFor(actor: Actor): Kind[] {
  const menu = new Set(actor.roles.flatMap((role) => ROLE_MENUS[role] ?? []));
  return KINDS.filter((kind) => menu.has(kind) && mayOpenKind(actor, kind));
}

/**
 * 我的账单 (issue 10 item 6): a member of a company opens its company's bills of every kind (the
 * company audience of each bill kind above: pushed property and rent bills, recorded others).
 */
export const opensMyBills = (actor: Pick<Actor, 'roles' | 'companyId'>): boolean =>
  actor.companyId !== null && actor.companyId !== undefined && actor.roles.some((role) => isCompanyRole(role));
