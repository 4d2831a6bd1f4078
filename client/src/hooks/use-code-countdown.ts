import { useCallback, useEffect, useState } from 'react';
import { remainingSeconds } from '../utils/countdown';

const TICK_MS = 250;

/**
 * The resend countdown of the code screens: `start(n)` sets a deadline n seconds ahead and
 * `remaining` is recomputed from the clock, so it stays true when timers are throttled.
 */
export function useCodeCountdown() {
  const [deadlineMs, setDeadlineMs] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const remaining = remainingSeconds(deadlineMs, nowMs);

  useEffect(() => {
    if (deadlineMs === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= deadlineMs) setDeadlineMs(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineMs]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setNowMs(now);
    setDeadlineMs(now + seconds * 1000);
  }, []);

  return { remaining, start };
}
