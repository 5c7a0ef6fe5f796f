import type { Kind } from './kinds.js';

/** A loan's file slots (seed 002 §3, the wizard's *Files fields), the same in both loan versions. */
export const LOAN_FILE_FIELDS = [
  'auditReportFinancialStatementsFiles',
  'rdasFiles',
  'rdpcFiles',
  'foundingTeamLevelFiles',
  'employeeStockOwnershipFiles',
  'employeeFiles',
  'financingCapacityFiles',
  'ipoPlanFiles',
  'bpFiles',
  'overdueFiles',
  'enterpriseTaxGradeFiles',
] as const;

/**
 * The item fields that hold stored files, per kind (seed 000 §3: the enterprise logo, the
 * provider's form_url … other_url; seed 002 §3: the loan's *Files). Each keeps the seed's shape,
 * comma-joined file ids. The one answer for the server's links, its input rule and the console.
 */
export const FILE_FIELDS: Record<Kind, readonly string[]> = {
  'enterprise-application': ['logo'],
  'provider-application': ['form_url', 'licence_url', 'honour_url', 'honest_url', 'other_url'],
  'account-application': [],
  'visit-appointment': [],
  'lab-appointment': [],
  'service-demand': [],
  activity: [],
  suggestion: [],
  loan: LOAN_FILE_FIELDS,
  'loan-v2': LOAN_FILE_FIELDS,
  'bill-water': [],
  'bill-wattage': [],
  'bill-property': [],
  'bill-ground': [],
  'bill-meeting-room': [],
  'bill-device': [],
  'bill-rent': [],
  contract: [],
  'contract-bill': [],
  // the scene images of the entry and the exit (verifyHistory[0|1].verifyImg, flattened by the view)
  verification: ['entryImg', 'exitImg'],
  // every danger item's images (dangerList[].img, flattened by the view)
  'safety-check': ['dangerImg'],
  // seed 001 §3: img, comma-joined file ids (the equipment and service images)
  equipment: ['img'],
  service: ['img'],
  'equipment-order': [],
  'service-order': [],
};

export const isFileField = (kind: Kind, field: string): boolean => FILE_FIELDS[kind].includes(field);

/** A stored file's id: a random (v4) UUID, lower case as the server makes it; never a name or a path. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isFileId = (value: string): boolean => FILE_ID.test(value);

/** The entries of a file field as given: comma-joined (the seed's shape) or a list; blanks dropped. */
export function fileIdsIn(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : String(v)))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return parts.map((s) => s.trim()).filter(Boolean);
}

/** One file named by one field of an item. */
export interface FileRef {
  field: string;
  fileId: string;
}

/** Every (field, file) the file fields of an item name, in field order, without repeats. */
export function fileRefsOf(kind: Kind, fields: Record<string, unknown>): FileRef[] {
  const seen = new Set<string>();
  const refs: FileRef[] = [];
  for (const field of FILE_FIELDS[kind]) {
    for (const fileId of fileIdsIn(fields[field])) {
      const key = `${field}\u0000${fileId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      refs.push({ field, fileId });
    }
  }
  return refs;
}

/** What an item's detail tells about each file it links (`files: { [id]: { name, size } }`). */
export interface FileSummary {
  name: string;
  size: number;
}
export type FileSummaries = Record<string, FileSummary>;
