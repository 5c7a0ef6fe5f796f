import { DomainError, isIsoDate, PARK_TIME_ZONE, SAFETY_DELETED_CODE, VERIFICATION_FORM_TYPES } from '@parkflow/domain';
import { queryText } from '../query-params.js';

type Add = (sql: string, value: unknown) => void;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const parkDay = (sql: string) => `((${sql})::timestamptz AT TIME ZONE '${PARK_TIME_ZONE}')::date`;

function day(query: Record<string, unknown>, name: string): string | null {
  const value = queryText(query, name);
  if (value === null) return null;
  if (!isIsoDate(value)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  return value;
}

/**
 * The verification lists' filters (seed 001 §7.3: formType, verifyName, verifyDate, verifyChoice,
 * companyName; §7.1 export: startDate, endDate). A record is on a day when one of its
 * verifications was made that day (park time); the verifier is either verification's guard.
 */
export function verificationFilter(query: Record<string, unknown>, add: Add): void {
  const formType = queryText(query, 'formType');
  if (formType !== null) {
    if (!(VERIFICATION_FORM_TYPES as readonly string[]).includes(formType))
      throw new DomainError('VERIFICATION.FORM_TYPE_INVALID', undefined, 'formType');
    add(`fields->>'formType' = $?`, formType);
  }
  const verifyName = queryText(query, 'verifyName');
  if (verifyName !== null)
    add(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(fields->'verifyHistory') h WHERE h->>'verifyName' ILIKE $?)`,
      like(verifyName),
    );
  const verifyDate = day(query, 'verifyDate');
  if (verifyDate !== null)
    add(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(fields->'verifyHistory') h WHERE ${parkDay(`h->>'verifyTime'`)} = $?::date)`,
      verifyDate,
    );
  const verifyChoice = queryText(query, 'verifyChoice');
  if (verifyChoice !== null) {
    if (!['1', '2'].includes(verifyChoice)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'verifyChoice');
    add('code = $?', verifyChoice);
  }
  // the export's range: the record's first verification
  const start = day(query, 'startDate');
  const end = day(query, 'endDate');
  if (start !== null) add(`${parkDay(`fields->'verifyHistory'->0->>'verifyTime'`)} >= $?::date`, start);
  if (end !== null) add(`${parkDay(`fields->'verifyHistory'->0->>'verifyTime'`)} <= $?::date`, end);
}

/** Safety inspections (seed 001 §7.3: searchWords over company and contact); a deleted one is in no list. */
export function safetyCheckFilter(query: Record<string, unknown>, add: Add): void {
  add('code <> $?', SAFETY_DELETED_CODE);
  const words = queryText(query, 'searchWords');
  if (words !== null)
    add(`(coalesce(fields->>'companyName', '') || ' ' || coalesce(fields->>'contactName', '')) ILIKE $?`, like(words));
}
