import { z } from 'zod';
import { REJECTION_REASON_MAX } from '../constants.js';
import { LONG_TEXT, OBJECT, id, optionalText, requiredText } from './fields.js';

/** A rejection reason: trimmed, non-empty, at most 160 characters (seed 000 §5.3, §5.4). */
export const rejectionReason = () =>
  requiredText('REVIEW.REASON_REQUIRED', { length: REJECTION_REASON_MAX, code: 'REVIEW.REASON_TOO_LONG' });

/** `Reject { reason }` for appointments, demands, loans. */
export const rejectSchema = z.object({ reason: rejectionReason() }, OBJECT);
export type RejectInput = z.output<typeof rejectSchema>;

/** A reason that may be left empty, held to the same 160 characters. */
export const optionalRejectionReason = () => optionalText({ length: REJECTION_REASON_MAX, code: 'REVIEW.REASON_TOO_LONG' });

/**
 * Rejection without an emptiness check: enterprise and provider (the prompt shows none, seed
 * 000 §5.5) and both rounds of a loan.
 */
export const auditOpinionRejectSchema = z.object({ reason: optionalRejectionReason() }, OBJECT);
export type AuditOpinionRejectInput = z.output<typeof auditOpinionRejectSchema>;

/** `RequestSupplement { reason }`: what must be supplemented. */
export const supplementReason = () =>
  requiredText('REVIEW.SUPPLEMENT_REASON_REQUIRED', {
    length: REJECTION_REASON_MAX,
    code: 'REVIEW.SUPPLEMENT_REASON_TOO_LONG',
  });
export const supplementRequestSchema = z.object({ reason: supplementReason() }, OBJECT);
export type SupplementRequestInput = z.output<typeof supplementRequestSchema>;

/**
 * `SubmitSupplement { changes, checkRemark }`: the changed fields are checked by the kind's own
 * schema (loans: `loanChanges`).
 */
export const supplementSubmitSchema = z.object(
  {
    changes: z.record(z.string(), z.unknown(), { error: 'VALIDATION.INVALID' }),
    checkRemark: optionalText(LONG_TEXT),
  },
  OBJECT,
);
export type SupplementSubmitInput = z.output<typeof supplementSubmitSchema>;

/** Id of the item a list action targets. */
export const itemIdSchema = z.object({ id: id('VALIDATION.INVALID') }, OBJECT);
