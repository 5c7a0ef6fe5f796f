import { isBillKind, isCatalogueKind, type Kind } from '../kinds.js';
import { billImportSpec } from './bill-import.js';
import { catalogueImportSpec } from './catalogue-import.js';
import type { ImportSpec } from './import-spec.js';

export * from './import-spec.js';
export { billImportSpec } from './bill-import.js';
export { catalogueImportSpec, equipmentImportSpec, serviceImportSpec } from './catalogue-import.js';

/** The kinds whose lists import from a spreadsheet (template, validate, apply). */
export const isImportableKind = (kind: Kind): boolean => isBillKind(kind) || isCatalogueKind(kind);

/**
 * A kind's import; `exampleCompany` names a company on the template's example row (a demo
 * company, so the example is valid as it stands). null: the list does not import.
 */
export function importSpecOf(kind: Kind, exampleCompany: string): ImportSpec | null {
  if (isBillKind(kind)) return billImportSpec(kind, exampleCompany);
  return isCatalogueKind(kind) ? catalogueImportSpec(kind) : null;
}
