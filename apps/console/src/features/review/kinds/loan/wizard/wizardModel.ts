import { EDUCATION_OPTIONS, fieldErrors, LOAN_YEARLY_LISTS, loanSubmitSchema, YEARLY_LIST_MAX_ROWS } from '@parkflow/domain';
import { LOAN_SECTIONS } from '../sections';

/*
 * The loan wizard's values (seed 002 §2, §3, §5) as the form holds them: the application's own
 * field names; amounts, counts and phones as the digits typed; a founder's schools as the
 * comma-separated text the seed shows; a file slot as comma-joined file ids. libs/domain's
 * schema reads this shape directly, so the form and the api check the same rules.
 */

export type Row = Record<string, string>;
export type WizardValues = Record<string, string | string[] | Row[]>;

/** Amounts, counts and phones keep digits only (seed 002 §5); a profit may be negative. */
export const DIGIT_FIELDS = new Set([
  'actualControllerMobile',
  'intendedFinancingAmountClaims',
  'intendedFinancingAmountStockRight',
  'corePatentNum',
  'employeeNum',
  'rdemployeeNum',
  'variousOverdue',
  'ceiaote',
  'debtFinancingAmount',
  ...LOAN_YEARLY_LISTS.map((y) => y.value),
]);
const SIGNED = new Set<string>(LOAN_YEARLY_LISTS.filter((y) => y.signed).map((y) => y.value));

/** What an input keeps of what was typed: digits (a leading minus for a signed amount). */
export function keepDigits(field: string, typed: string): string {
  if (!DIGIT_FIELDS.has(field)) return typed;
  const digits = typed.replace(/\D/g, '');
  return SIGNED.has(field) && typed.trimStart().startsWith('-') ? `-${digits}` : digits;
}

/** The repeatable lists: their row fields, and whether the first row stays (seed 002 §5). */
export const ROW_LISTS = {
  patents: { fields: ['patentName', 'patentOwnership'], firstFixed: true, max: Infinity },
  rdpcs: { fields: ['rdpcName', 'rdpcIndication', 'technologyType', 'rdpcProgress'], firstFixed: true, max: Infinity },
  groupPersons: {
    fields: [
      'realname',
      'duty',
      'education',
      'schools',
      'laboratoryExperience',
      'professionalBackground',
      'awards',
      'entrepreneurialExperience',
    ],
    firstFixed: true,
    max: Infinity,
  },
  ceiaotes: { fields: ['ceiaote', 'organizationName'], firstFixed: false, max: Infinity },
  debtFinancingAmounts: { fields: ['debtFinancingAmount', 'organizationName'], firstFixed: false, max: Infinity },
  ...Object.fromEntries(
    LOAN_YEARLY_LISTS.map((y) => [y.list, { fields: [y.value, 'yearNum'], firstFixed: true, max: YEARLY_LIST_MAX_ROWS }]),
  ),
} as Record<string, { fields: readonly string[]; firstFixed: boolean; max: number }>;

export const emptyRow = (list: string): Row => Object.fromEntries(ROW_LISTS[list]!.fields.map((f) => [f, '']));

export { EDUCATION_OPTIONS };

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A stored application (GET /api/items/loan/:id) as the form's values. */
export function valuesOf(item: Record<string, unknown>): WizardValues {
  const values: WizardValues = {
    productIds: text(item.productIds)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
  for (const section of LOAN_SECTIONS) {
    for (const f of section.fields) {
      const raw = item[f.name];
      if (f.type === 'rows' || f.type === 'yearly') {
        const rows = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
        const shaped = rows.map((r) =>
          Object.fromEntries(
            ROW_LISTS[f.name]!.fields.map((k) => [
              k,
              k === 'schools' && Array.isArray(r[k])
                ? (r[k] as { schoolName?: string }[]).map((s) => s.schoolName ?? '').join(',')
                : text(r[k]),
            ]),
          ),
        );
        // lists whose first row stays start with that row
        values[f.name] = shaped.length === 0 && ROW_LISTS[f.name]!.firstFixed ? [emptyRow(f.name)] : shaped;
      } else {
        values[f.name] = text(raw);
      }
    }
  }
  return values;
}

/** A row of only blanks is a row the user has not started: not sent, not checked. */
const blank = (row: Row) => Object.values(row).every((v) => v.trim() === '');

/** The values as the api takes them (productIds comma-joined; untouched rows left out). */
export function payloadOf(values: WizardValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'productIds') continue;
    if (Array.isArray(value)) {
      out[key] = (value as Row[]).filter((r) => !blank(r));
    } else out[key] = value.trim() === '' ? null : value.trim();
  }
  return out;
}

/** The keys whose value differs between two payloads (what a save or a supplement sends). */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/** The field names of each page (libs/domain's order); page 1 also holds the products. */
export const PAGE_FIELDS: readonly (readonly string[])[] = LOAN_SECTIONS.map((s, i) => [
  ...(i === 0 ? ['productIds'] : []),
  ...s.fields.map((f) => f.name),
]);

/**
 * The submit rules' messages for one page (seed 002 §5), keyed as the inputs are
 * (`patents.0.patentName`). Empty cleared fields count as missing, as on submission.
 */
export function pageErrors(values: WizardValues, page: number): Record<string, string> {
  const payload = payloadOf(values);
  const input = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== null));
  const all = fieldErrors(loanSubmitSchema, { ...input, productIds: (values.productIds as string[]).join(',') });
  const mine = new Set(PAGE_FIELDS[page]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => mine.has(key.split('.')[0]!)));
}
