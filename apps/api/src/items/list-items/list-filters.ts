import { DEMAND_CATEGORIES, DomainError, isIsoDate, type Kind } from '@parkflow/domain';
import { productListWithBank, PUBLISHED_AT_CODE, SECOND_ROUND_STATE_PREFIX } from '../../engine/visibility.js';

/** A WHERE clause built from the seed's filters; values always travel as parameters. */
export interface SqlFilter {
  where: string[];
  params: unknown[];
}

const PAGE_SIZES_MAX = 100;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** pageNum, or pageNumber as the seed's loan list sends it; pageSize 10 by default. */
export function parsePaging(query: Record<string, unknown>): Paging {
  const page = query.pageNum ?? query.pageNumber;
  const pageNum = page === undefined ? 1 : Number(page);
  const pageSize = query.pageSize === undefined ? 10 : Number(query.pageSize);
  if (!Number.isInteger(pageNum) || pageNum < 1) throw new DomainError('VALIDATION.INVALID', undefined, 'pageNum');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZES_MAX) {
    throw new DomainError('VALIDATION.INVALID', undefined, 'pageSize');
  }
  return { pageNum, pageSize };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

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
  companyName: ['companyName', 'company_name', 'name', 'enterpriseName'],
  title: ['title', 'theme'],
  contacts: ['contacts', 'business_contacts'],
};

/** Tabs: auditState 0/1/-1, checkState 1 pending / 2 reviewed, loans qryCheckState (9999 all). */
function tabFilter(query: Record<string, unknown>, add: (sql: string, value: unknown) => void, kind: Kind) {
  const pendingCode = kind === 'suggestion' ? 'submitted' : kind === 'loan-v2' ? '2000' : '0';
  if (query.auditState !== undefined && query.auditState !== '') {
    const v = String(query.auditState);
    if (!['0', '1', '-1'].includes(v)) throw new DomainError('VALIDATION.INVALID', undefined, 'auditState');
    add('code = $?', v);
  }
  if (query.checkState !== undefined && query.checkState !== '') {
    const v = String(query.checkState);
    if (v === '1') add('code = $?', pendingCode);
    else if (v === '2') add('code <> $?', pendingCode);
    else throw new DomainError('VALIDATION.INVALID', undefined, 'checkState');
  }
  if (query.qryCheckState !== undefined && query.qryCheckState !== '' && String(query.qryCheckState) !== '9999') {
    add('code = $?', String(query.qryCheckState));
  }
  if (query.state !== undefined && query.state !== '') add('state = $?', String(query.state));
}

export function buildListFilter(
  kind: Kind,
  query: Record<string, unknown>,
  companyScope: string | null,
  bankScope: string | null = null,
): SqlFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('$?', `$${params.length}`));
  };
  if (companyScope !== null) {
    const published = PUBLISHED_AT_CODE[kind];
    add(published ? `(company_id = $? OR code = '${published}')` : 'company_id = $?', companyScope);
  }
  if (bankScope !== null) {
    add(`state LIKE $?`, `${SECOND_ROUND_STATE_PREFIX}%`);
    add(`fields->'productList' @> $?::jsonb`, productListWithBank(bankScope));
  }
  tabFilter(query, add, kind);
  // The seed's date is the item's createTime (the creation event's time) as a park calendar day.
  const date = text(query.screenDate) ?? text(query.date);
  if (date) {
    if (!isIsoDate(date)) throw new DomainError('VALIDATION.INVALID', undefined, 'screenDate');
    add(`(created_at AT TIME ZONE 'Asia/Shanghai')::date = $?::date`, date);
  }
  for (const [name, fields] of Object.entries(TEXT_FILTERS)) {
    const value = text(query[name]);
    if (!value) continue;
    params.push(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(${fields.map((f) => `fields->>'${f}' ILIKE $${params.length}`).join(' OR ')})`);
  }
  const category = text(query.category);
  if (category) {
    if (!(DEMAND_CATEGORIES as readonly string[]).includes(category)) throw new DomainError('DEMAND.CATEGORY_INVALID');
    add(`fields->>'category' = $?`, category);
  }
  const ids = selectionOf(query);
  if (ids?.length) add('id = ANY($?::uuid[])', ids);
  return { where, params };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The selected rows of an export: the loan export's repeated `baseIds` (or `ids`, or one comma
 * list), only well-formed ids. null when the caller asked for no selection (neither parameter
 * present); an empty array when it asked for one but sent no id.
 */
export function selectionOf(query: Record<string, unknown>): string[] | null {
  const value = query.baseIds ?? query.ids;
  if (value === undefined) return null;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim());
  const ids = list.filter(Boolean);
  if (!ids.every((id) => UUID.test(id))) throw new DomainError('VALIDATION.INVALID', undefined, 'baseIds');
  return ids;
}
