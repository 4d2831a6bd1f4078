import { useCallback, useRef, useState } from 'react';

/**
 * The submit guard of spec 000 section 4: a second submit while the first is running is ignored,
 * so a double click never sends two logins or two deposits.
 */
export function useSubmitGuard() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
