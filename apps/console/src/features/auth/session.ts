import { message } from '@parkflow/domain';
import { clearToken } from '../../shared/api/token';
import { clearPosition } from '../../shared/live/position';

/**
 * The session ends in two ways: the user signs out, or an answer says the token is no longer
 * valid. Clearing the token is what sends the user to login (RequireAuth watches it); the
 * query cache is cleared by SessionGuard, which hears about expiry here.
 *
 * The expiry notice is kept here rather than in navigation state so that it survives
 * whichever redirect brings the user to the login page.
 */
type ExpiryListener = () => void;
const listeners = new Set<ExpiryListener>();
let expiryNotice: string | null = null;

export function onSessionExpired(listener: ExpiryListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forget everything tied to this token: the token itself and the live position. */
export function endSession(): void {
  clearPosition();
  clearToken();
}

/** The QueryClient's answer to an invalid token (see api/queryClient.ts). */
export function expireSession(): void {
  expiryNotice = message('AUTH.TOKEN_INVALID');
  endSession();
  for (const listener of listeners) listener();
}

/** 登录失效，请重新登录 if the last session expired and the login page has not shown it yet. */
export const peekExpiryNotice = (): string | null => expiryNotice;

export function clearExpiryNotice(): void {
  expiryNotice = null;
}
