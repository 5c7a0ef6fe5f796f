import { isBillKind, isContractKind, type Kind } from '../kinds.js';
import { billImportSpec } from './bill-import.js';
import { contractBillImportSpec, contractImportSpec } from './contract-import.js';
import { safetyImportSpec } from './safety-import.js';
import type { ImportSpec } from './import-spec.js';

export * from './import-spec.js';
export { billImportSpec } from './bill-import.js';
export { contractBillImportSpec, contractImportSpec } from './contract-import.js';
export { safetyImportRowSchema, safetyImportSpec } from './safety-import.js';

/** The kinds whose lists import from a spreadsheet (template, validate, apply). */
export const isImportableKind = (kind: Kind): boolean => isBillKind(kind) || isContractKind(kind) || kind === 'safety-check';

/**
 * A kind's import; `exampleCompany` names a company on the template's example row (a demo
 * company, so the example is valid as it stands). null: the list does not import.
 */
export function importSpecOf(kind: Kind, exampleCompany: string): ImportSpec | null {
  if (kind === 'contract') return contractImportSpec(exampleCompany);
  if (kind === 'contract-bill') return contractBillImportSpec(exampleCompany);
  if (kind === 'safety-check') return safetyImportSpec(exampleCompany);
  return isBillKind(kind) ? billImportSpec(kind, exampleCompany) : null;
}
