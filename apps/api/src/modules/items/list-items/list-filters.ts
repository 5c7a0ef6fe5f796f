import {
  type Actor,
  DEMAND_CATEGORIES,
  type DemandCategory,
  DomainError,
  isBillKind,
  isCatalogueKind,
  isContractKind,
  isIsoDate,
  isOrderKind,
  type Kind,
  PARK_TIME_ZONE,
  PENDING_CODE,
  STATUS_FILTER_ALL,
} from '@parkflow/domain';
import { workflowOf } from '@parkflow/workflows';
import { visibleRows } from '../../../platform/auth/visibility.js';
import type { SqlFilter } from '../../../platform/db/sql.js';
import { queryText, selectionOf } from '../query-params.js';
import { billFilter, withoutBillState } from './bill-filters.js';
import { catalogueFilter, orderFilter, withoutOrderStatus } from './catalogue-filters.js';
import { contractFilter } from './contract-filters.js';
import { safetyCheckFilter, verificationFilter } from './gate-record-filters.js';

const machineValuesByKind = new Map<Kind, { codes: Set<string>; states: Set<string> }>();

/** The seed codes and state names of a kind's machine: what a tab filter may ask for. */
function machineValues(kind: Kind): { codes: Set<string>; states: Set<string> } {
  let values = machineValuesByKind.get(kind);
  if (!values) {
    const { states } = workflowOf(kind).describe();
    values = {
      codes: new Set(states.flatMap((s) => (s.code === null ? [] : [String(s.code)]))),
      states: new Set(states.map((s) => s.name)),
    };
    machineValuesByKind.set(kind, values);
  }
  return values;
}

/**
 * Each seed filter and the item fields it searches (fields are named as in the seeds). The
 * lists' filters, by kind: enterprise and provider auditState + date; account checkState + phone;
 * visit and lab checkState + tel + screenDate; service-demand category + companyName +
 * screenDate; activity title + screenDate; suggestion screenDate; loans qryCheckState (+ the
 * export's baseIds). Every filter is accepted on every list; one a kind has no field for
 * simply matches nothing.
 */
const TEXT_FILTERS: Record<string, string[]> = {
  tel: ['tel', 'phone', 'business_contact_tel', 'actualControllerMobile'],
  phone: ['tel', 'phone', 'business_contact_tel', 'actualControllerMobile'],
  companyName: ['companyName', 'company_name', 'name', 'enterpriseName', 'tenantName'],
  title: ['title', 'theme'],
  contacts: ['contacts', 'business_contacts'],
};

/** Tabs: auditState 0/1/-1, checkState 1 pending / 2 reviewed, loans qryCheckState (9999 all). */
function tabFilter(query: Record<string, unknown>, add: (sql: string, value: unknown) => void, kind: Kind) {
  const pendingCode = PENDING_CODE[kind];
  const auditState = queryText(query, 'auditState');
  if (auditState !== null) {
    if (!['0', '1', '-1'].includes(auditState)) throw new DomainError('VALIDATION.INVALID', undefined, 'auditState');
    add('code = $?', auditState);
  }
  const checkState = queryText(query, 'checkState');
  if (checkState !== null) {
    if (checkState === '1') add('code = $?', pendingCode);
    else if (checkState === '2') add('code <> $?', pendingCode);
    else throw new DomainError('VALIDATION.INVALID', undefined, 'checkState');
  }
  // qryCheckState and state name what the kind's machine knows, nothing else.
  const qryCheckState = queryText(query, 'qryCheckState');
  if (qryCheckState !== null && qryCheckState !== String(STATUS_FILTER_ALL)) {
    if (!machineValues(kind).codes.has(qryCheckState)) throw new DomainError('VALIDATION.INVALID', undefined, 'qryCheckState');
    add('code = $?', qryCheckState);
  }
  const state = queryText(query, 'state');
  if (state !== null) {
    if (!machineValues(kind).states.has(state)) throw new DomainError('VALIDATION.INVALID', undefined, 'state');
    add('state = $?', state);
  }
}

/**
 * The list's WHERE: the rows the actor may see (the one visibility rule, platform/auth/visibility),
 * then the seed's tab and filters.
 */
export function buildListFilter(kind: Kind, query: Record<string, unknown>, actor: Actor): SqlFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('$?', `$${params.length}`));
  };
  const visible = visibleRows(actor, kind, params);
  if (visible !== 'TRUE') where.push(visible);
  if (isBillKind(kind)) billFilter(kind, query, add);
  if (isContractKind(kind)) contractFilter(kind, query, add);
  if (kind === 'verification') verificationFilter(query, add);
  if (kind === 'safety-check') safetyCheckFilter(query, add);
  if (isCatalogueKind(kind)) catalogueFilter(query, add);
  if (isOrderKind(kind)) orderFilter(query, add);
  tabFilter(isBillKind(kind) ? withoutBillState(query) : isOrderKind(kind) ? withoutOrderStatus(query) : query, add, kind);
  // The seed's date is the item's createTime (the creation event's time) as a park calendar day.
  const date = queryText(query, 'screenDate') ?? queryText(query, 'date');
  if (date) {
    if (!isIsoDate(date)) throw new DomainError('VALIDATION.INVALID', undefined, 'screenDate');
    add(`(created_at AT TIME ZONE '${PARK_TIME_ZONE}')::date = $?::date`, date);
  }
  for (const [name, fields] of Object.entries(TEXT_FILTERS)) {
    const value = queryText(query, name);
    if (!value) continue;
    params.push(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(${fields.map((f) => `fields->>'${f}' ILIKE $${params.length}`).join(' OR ')})`);
  }
  const category = categoryOf(query);
  if (category) add(`fields->>'category' = $?`, category);
  const ids = selectionOf(query);
  if (ids?.length) add('id = ANY($?::uuid[])', ids);
  return { where, params };
}

/** The demand list a query names (null: every category); an unknown one is refused. */
export function categoryOf(query: Record<string, unknown>): DemandCategory | null {
  const category = queryText(query, 'category');
  if (category === null) return null;
  if (!(DEMAND_CATEGORIES as readonly string[]).includes(category)) throw new DomainError('DEMAND.CATEGORY_INVALID');
  return category as DemandCategory;
}
