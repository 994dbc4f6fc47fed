import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Every button that changes data (confirm, save, delete, submit, send a code) runs its action through this:
 * while one run is on its way, a second click, tap or Enter does nothing. The guard is a ref set within the
 * same event, so it holds before React has drawn the button disabled (a double click arrives that fast, and
 * a mutation's own isPending turns true only a tick later). `busy` is for drawing the button.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const guard = useCallback(
    <Args extends unknown[]>(action: (...args: Args) => unknown) =>
      async (...args: Args): Promise<void> => {
        if (running.current) {
          // A form submitted again meanwhile: keep the browser from submitting it natively.
          (args[0] as { preventDefault?: () => void } | undefined)?.preventDefault?.();
          return;
        }
        running.current = true;
        setBusy(true);
        try {
          await action(...args);
        } finally {
          running.current = false;
          if (mounted.current) setBusy(false);
        }
      },
    [],
  );

  return { busy, guard };
}
