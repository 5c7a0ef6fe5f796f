import { loanFieldLabel } from './sections';

/** The fields the applicant corrects in a supplement (seed 002 §2 supplementary-data dialog). */
export const SUPPLEMENT_FIELDS = [
  { name: 'enterpriseName', numeric: false },
  { name: 'uscc', numeric: false },
  { name: 'actualControllerName', numeric: false },
  { name: 'actualControllerMobile', numeric: false },
  { name: 'intendedFinancingAmountClaims', numeric: true },
  { name: 'intendedFinancingAmountStockRight', numeric: true },
  { name: 'corePatentNum', numeric: true },
  { name: 'employeeNum', numeric: true },
  { name: 'rdemployeeNum', numeric: true },
  { name: 'variousOverdue', numeric: true },
  { name: 'enterpriseTaxGrade', numeric: false },
].map((f) => ({ ...f, label: loanFieldLabel(f.name) }));

export type SupplementValues = Record<string, string>;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const initialValues = (item: Record<string, unknown>): SupplementValues =>
  Object.fromEntries(SUPPLEMENT_FIELDS.map((f) => [f.name, asText(item[f.name])]));

/** Only what the applicant changed, numbers as numbers (the api keeps `previous` for each). */
export function changesOf(item: Record<string, unknown>, values: SupplementValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const f of SUPPLEMENT_FIELDS) {
    const value = (values[f.name] ?? '').trim();
    if (value === asText(item[f.name]).trim()) continue;
    changes[f.name] = f.numeric && value !== '' ? Number(value) : value;
  }
  return changes;
}
