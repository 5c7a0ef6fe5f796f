import { type MessageCode, message } from './messages/catalogue.js';

/** A business rule said no. The code is stable; the zh-CN text comes from the catalogue. */
export class DomainError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params?: Record<string, string | number>,
    /** Which field was wrong, for forms. */
    readonly field?: string,
  ) {
    super(message(code, params));
    this.name = 'DomainError';
  }
}

/** HTTP status of a domain code: the one table the exception filter reads. */
export function httpStatusOf(code: MessageCode): number {
  if (code.startsWith('HTTP.')) {
    const n = Number(code.slice(5));
    return Number.isInteger(n) ? n : 500;
  }
  switch (code) {
    case 'AUTH.TOKEN_INVALID':
      return 401;
    case 'AUTH.BAD_CREDENTIALS':
      return 401;
    case 'AUTH.THROTTLED':
    case 'AUTH.SMS_TOO_FREQUENT':
      return 429;
    case 'AUTH.SMS_UNAVAILABLE':
      return 503;
    // legacy envelope: a refused proof of freshness or integrity is an authentication failure
    case 'ENVELOPE.SIGNATURE_INVALID':
    case 'ENVELOPE.EXPIRED':
    case 'ENVELOPE.REPLAYED':
      return 401;
    case 'ENVELOPE.UNAVAILABLE':
      return 503;
    case 'AUTH.FORBIDDEN':
    case 'AUTH.SUPER_ADMIN_LOCKED':
    case 'USER.PASSWORD_BY_COMPANY':
    case 'REVIEW.NOT_YOUR_COMPANY':
    case 'REVIEW.ROLE_FORBIDDEN':
    case 'FILE.UNAVAILABLE':
      return 403;
    case 'ENGINE.NOT_FOUND':
    case 'DICTIONARY.UNKNOWN':
    case 'ENGINE.UNKNOWN_KIND':
    case 'REQUEST.ROUTE_NOT_FOUND':
    case 'REQUEST.NOT_FOUND':
      return 404;
    case 'REQUEST.TOO_LARGE':
    case 'UPLOAD.TOO_LARGE':
    case 'IMPORT.TOO_LARGE':
      return 413;
    case 'JOB.NOT_FOUND':
    case 'JOB.NO_RESULT':
    case 'JOB.NO_ERROR_REPORT':
      return 404;
    case 'JOB.NOT_CANCELLABLE':
    case 'JOB.NOT_RETRYABLE':
      return 409;
    case 'JOB.QUEUE_UNAVAILABLE':
      return 503;
    case 'REQUEST.UNSUPPORTED_TYPE':
      return 415;
    case 'HEALTH.DOWN':
    case 'SERVICE.UNAVAILABLE':
      return 503;
    case 'ENGINE.CONCURRENT_WRITE':
    case 'ENGINE.COMMAND_ID_REUSED':
    case 'REVIEW.ALREADY_DECIDED':
    case 'REVIEW.NOT_ALLOWED':
    case 'BILL.ALREADY_PUSHED':
    case 'BILL.NOT_PUSHABLE':
    case 'BILL.NOT_DUE':
    case 'BILL.SETTLED':
    case 'BILL.PAID':
    case 'ORDER.OFF_SHELF':
    case 'ORDER.ALREADY_DECIDED':
    case 'CATALOGUE.ALREADY_DELETED':
    case 'CATALOGUE.EXISTS':
      return 409;
    case 'ORDER.ITEM_NOT_FOUND':
      return 404;
    case 'ORDER.COMPANY_ONLY':
      return 403;
    // workflows
    case 'REVIEW.ROUND_FORBIDDEN':
    case 'LOAN.NOT_YOUR_PRODUCT':
    case 'LOAN.NO_BANK_BOUND':
      return 403;
    case 'LOAN.SUPPLEMENT_NOT_REQUESTED':
    case 'LOAN.SUPPLEMENT_ALREADY_SUBMITTED':
    case 'LOAN.AWAITING_SUPPLEMENT':
    case 'SUGGESTION.ALREADY_REPLIED':
    case 'CONTRACT.ALREADY_DELETED':
      return 409;
    // the item's or account's current state refuses it
    case 'ACTIVITY.NOT_APPROVED':
    case 'ACTIVITY.SIGNUP_CLOSED':
    case 'ACTIVITY.SIGNUP_FULL':
    case 'USER.PHONE_TAKEN':
    case 'USER.PHONE_REGISTERED':
    case 'USER.TOO_MANY_ROLES':
    case 'USER.NOT_ON_SELF':
    case 'USER.NO_COMPANY':
    case 'USER.NOT_PARK_COMPANY':
    case 'USER.DELETE_FAILED':
    case 'ACCOUNT.ALREADY_FROZEN':
    case 'ACCOUNT.NOT_FROZEN':
    case 'VERIFICATION.ALREADY_EXITED':
    case 'SAFETY.ALREADY_DELETED':
      return 409;
    case 'VERIFICATION.NOT_A_GUARD':
      return 403;
    default:
      return 400;
  }
}
