import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Parameters that name one moment (an open drawer), not the table's state: never restored. */
const MOMENTARY = ['item'];

/**
 * A list keeps its state (tab, page, size, filters) in the URL; the navigation's links carry
 * none. So the last query of each list is kept for this browser tab and put back when the list
 * is opened again without one: leaving a queue and coming back finds it as it was left.
 */
export function useRememberedSearch(storageKey: string): void {
  const location = useLocation();
  const [, setParams] = useSearchParams();

  useEffect(() => {
    if (location.search) return;
    const saved = sessionStorage.getItem(storageKey);
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
    // Only when the list is (re)opened: later changes are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    for (const name of MOMENTARY) params.delete(name);
    sessionStorage.setItem(storageKey, params.toString());
  }, [storageKey, location.search]);
}
