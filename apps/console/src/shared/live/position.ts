/**
 * The last event-log position this tab has seen. Kept in sessionStorage (per tab, survives a
 * reload) and sent as `auth.since` so the server replays what we missed while away.
 */
const POSITION_KEY = 'parkflow.live.since';

export type Position = string;

export function readPosition(): Position | null {
  return sessionStorage.getItem(POSITION_KEY);
}

/** Positions only move forward: a replayed or out-of-order event must not rewind `since`. */
export function recordPosition(position: number | string): void {
  const next = String(position);
  const current = readPosition();
  if (current !== null && isBehind(next, current)) return;
  sessionStorage.setItem(POSITION_KEY, next);
}

export function clearPosition(): void {
  sessionStorage.removeItem(POSITION_KEY);
}

/** Positions may exceed 2^53 (bigint columns arrive as strings): compare as BigInt when we can. */
function isBehind(next: string, current: string): boolean {
  try {
    return BigInt(next) <= BigInt(current);
  } catch {
    return false;
  }
}
