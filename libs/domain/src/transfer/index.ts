import { isBillKind, isCatalogueKind, isContractKind, type Kind } from '../kinds.js';
import { billImportSpec } from './bill-import.js';
import { catalogueImportSpec } from './catalogue-import.js';
import { contractBillImportSpec, contractImportSpec, type ExampleContract } from './contract-import.js';
import { safetyImportSpec } from './safety-import.js';
import type { ImportSpec } from './import-spec.js';

export * from './import-spec.js';
export * from './import-limits.js';
export { billImportSpec } from './bill-import.js';
export { catalogueImportSpec, equipmentImportSpec, serviceImportSpec } from './catalogue-import.js';
export { contractBillImportSpec, contractImportSpec, type ExampleContract } from './contract-import.js';
export { safetyImportRowSchema, safetyImportSpec } from './safety-import.js';

/** The kinds whose lists import from a spreadsheet (template, validate, apply). */
export const isImportableKind = (kind: Kind): boolean =>
  isBillKind(kind) || isContractKind(kind) || kind === 'safety-check' || isCatalogueKind(kind);

/**
 * A kind's import; `exampleCompany` names a company on the template's example row (a demo
 * company, so the example is valid as it stands), and `exampleContract` the contract a contract
 * bill's example row names (one the park has, with its tenant). null: the list does not import.
 */
export function importSpecOf(kind: Kind, exampleCompany: string, exampleContract?: ExampleContract): ImportSpec | null {
  if (kind === 'contract') return contractImportSpec(exampleCompany);
  if (kind === 'contract-bill') return contractBillImportSpec(exampleCompany, exampleContract);
  if (kind === 'safety-check') return safetyImportSpec(exampleCompany);
  if (isBillKind(kind)) return billImportSpec(kind, exampleCompany);
  return isCatalogueKind(kind) ? catalogueImportSpec(kind) : null;
}
