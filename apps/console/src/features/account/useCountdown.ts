import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown, ticking once a second; 0 when idle. `start()` begins again from
 * `seconds` (seed 002 §4 Verification code button: 60 s after a successful send).
 */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
