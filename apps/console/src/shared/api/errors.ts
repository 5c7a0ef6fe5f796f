import { isMessageCode, message } from '@parkflow/domain';

/** rsCode of an error that never reached the api (network down, timeout): no HTTP status exists. */
export const NO_RESPONSE = -1;

/**
 * Every failed call: the HTTP status, the api's rsCode and the zh-CN text to show
 * (the api's rsCause, else the seed 002 §8 text for the status).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly rsCode: number,
    message: string,
    /** Whether the request carried a token: a 401 on the login call means bad credentials, not expiry. */
    readonly sentToken = false,
    /** The input field a 400 is about (`{ rsCause, field }`), so a form can show it under that field. */
    readonly field?: string,
    /** The envelope's data, when a failure carries some (health's 503 says which service is down). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The token is no longer accepted: any 401, or a 403 whose text is the login-expired one
   * (the legacy catalogue maps 403 to 登录失效; other 403s are plain permission denials).
   */
  get tokenInvalid(): boolean {
    if (!this.sentToken) return false;
    if (this.status === 401) return true;
    return this.status === 403 && this.rsCode === 403 && this.message === message('HTTP.403');
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The seed 002 §8 text for a status, used only when the answer carries no rsCause (a proxy's
 * page, a lost connection): the api's own rsCause always wins, so a missing route or file says so.
 */
export function causeForStatus(status: number): string {
  if (status === 401) return message('AUTH.TOKEN_INVALID');
  const code = `HTTP.${status}`;
  return isMessageCode(code) ? message(code) : message('HTTP.UNKNOWN');
}
