import { z } from 'zod';
import { CORRECTION_STATES, DANGER_TYPES } from '../labels.js';
import { VERIFICATION_FORM_TYPES, type VerificationFormType } from '../constants.js';
import { isIsoDate } from '../dates.js';
import { fileIdsIn, isFileId } from '../files.js';
import type { MessageCode } from '../messages/catalogue.js';
import { LONG_TEXT, OBJECT, optional, optionalText, requiredText } from './fields.js';
import { recordChangesSchema, recordEditSchema } from './record-changes.js';

/*
 * Gate verification records (seed 001 §2.4, §3 Verification record) and safety inspections
 * (§2.12, §3 Safety check). The rules of a gate device's entry or exit, of an imported or edited
 * inspection: each issue is a catalogue code.
 */

const need = (code: MessageCode) => ({ error: code });

/** Comma-joined stored file ids (the seed's verifyImg / img shape), each one a file id. */
const fileIds = (required: MessageCode | null) =>
  z
    .preprocess(
      (v) => fileIdsIn(v).join(','),
      z.string().refine((s) => s.split(',').every((id) => id === '' || isFileId(id)), need('VALIDATION.INVALID')),
    )
    .refine((s) => required === null || s !== '', need(required ?? 'VALIDATION.INVALID'));

export const verificationFormTypeSchema = z.enum(VERIFICATION_FORM_TYPES, need('VERIFICATION.FORM_TYPE_INVALID'));

/** One verification at a gate as a device sends it; who and when are the server's (the guard, now). */
export const gateVerificationSchema = z.object(
  { area: optionalText(), fenceName: optionalText(), verifyImg: fileIds('VERIFICATION.IMAGES_REQUIRED') },
  OBJECT,
);
export type GateVerificationInput = z.output<typeof gateVerificationSchema>;

/** One entry of verifyHistory (index 0 entry, index 1 exit). */
export interface VerifyHistoryEntry {
  verifyTime: string;
  verifyName: string;
  area: string;
  fenceName: string;
  verifyImg: string;
}

const text = optionalText();
const thing = z.object(
  {
    thingsDetail: z.object({ name: requiredText('VALIDATION.INVALID') }, OBJECT),
    thingsSpecification: text,
    thingsNum: optional(z.coerce.number(need('VALIDATION.INVALID')).int().min(0)),
  },
  OBJECT,
);

/** Each form type's own fields (seed 001 §3). */
const FORM_FIELDS = {
  wf: {
    transferType: optional(z.coerce.number(need('VALIDATION.INVALID')).int()),
    contactsName: text,
    tel: text,
    actualTransferTime: text,
  },
  wh: { plateNumber: text, appointmentTime: text, appointmentEndTime: text, driverTel: text },
  wht: { orderNumber: text, consigneeTel: text, things: optional(z.array(thing, need('VALIDATION.INVALID')).max(50)) },
  cmt: { holderName: text, holderTel: text, transportLicensePlate: text, estimatedDepartureTime: text },
} as const satisfies Record<VerificationFormType, Record<string, z.ZodType>>;

/** A verification record's own fields: the company, the area, and its form type's fields. */
export function verificationRecordSchema(formType: VerificationFormType) {
  return z.object({ companyName: requiredText('VERIFICATION.COMPANY_REQUIRED'), area: text, ...FORM_FIELDS[formType] }, OBJECT);
}

/** The export of a form type's records by date range (seed 001 §7.1: startDate, endDate, formType; 请选择时间). */
export const verificationExportSchema = z.object({
  formType: verificationFormTypeSchema,
  startDate: z.string(need('VERIFICATION.DATE_RANGE_REQUIRED')).refine(isIsoDate, need('VERIFICATION.DATE_RANGE_REQUIRED')),
  endDate: z.string(need('VERIFICATION.DATE_RANGE_REQUIRED')).refine(isIsoDate, need('VERIFICATION.DATE_RANGE_REQUIRED')),
});

// --- Safety inspections ---------------------------------------------------------------------

const date = (code: MessageCode) => z.string(need(code)).trim().refine(isIsoDate, need(code));

export const dangerItemSchema = z.object(
  {
    dangerDesc: requiredText('SAFETY.DANGER_DESC_REQUIRED', LONG_TEXT),
    dangerType: z.enum(DANGER_TYPES, need('SAFETY.DANGER_TYPE_INVALID')),
    correctDeadline: optional(date('IMPORT.DATE_INVALID')),
    correctState: z.enum(CORRECTION_STATES, need('SAFETY.CORRECT_STATE_INVALID')),
    advice: optionalText(LONG_TEXT),
    howToDo: optionalText(LONG_TEXT),
    img: optional(fileIds(null)),
  },
  OBJECT,
);
export type DangerItem = z.output<typeof dangerItemSchema>;

/** An inspection of one company on one day, with its danger items. */
export const safetyCheckSchema = z.object(
  {
    companyId: z.string(need('IMPORT.COMPANY_UNKNOWN')),
    companyName: requiredText('IMPORT.REQUIRED'),
    checkTime: date('SAFETY.CHECK_TIME_REQUIRED'),
    contactName: optionalText(),
    contactTel: optionalText(),
    remarks: optionalText(LONG_TEXT),
    dangerList: z.array(dangerItemSchema, need('VALIDATION.INVALID')).max(100),
  },
  OBJECT,
);
export type SafetyCheckRecord = z.output<typeof safetyCheckSchema>;

/** The edit dialog's changes; company and check day are the inspection's key and stay. */
export const safetyCheckChangesSchema = recordChangesSchema(
  {
    contactName: optionalText(),
    contactTel: optionalText(),
    remarks: optionalText(LONG_TEXT),
    dangerList: z.array(dangerItemSchema, need('VALIDATION.INVALID')).max(100).optional(),
  },
  { fixed: 'SAFETY.KEY_FIXED' },
);
export type SafetyCheckChanges = z.output<typeof safetyCheckChangesSchema>;
export const safetyCheckEditSchema = recordEditSchema(safetyCheckChangesSchema);
