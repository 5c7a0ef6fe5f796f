import { message } from '@parkflow/domain';
import { useSyncExternalStore } from 'react';
import { type ApiError, isApiError } from './errors';

/**
 * Whether the api said its database or Redis is out of reach (503 服务暂时不可用，请稍后重试, the
 * same on every route: docs/decisions/0034-honest-outages.md). Reported by every query and
 * mutation that meets one (queryClient.ts); OutageBanner says so and watches /api/health until
 * both are up again.
 */
/** When the outage was first met (ms), null when none is reported. */
let since: number | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const isOutage = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 503 && error.message === message('SERVICE.UNAVAILABLE');

export function reportOutage(): void {
  if (since !== null) return;
  since = Date.now();
  emit();
}

export function outageOver(): void {
  if (since === null) return;
  since = null;
  emit();
}

/** Since when an outage is reported (ms), or null. */
export function useOutage(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => since,
  );
}
