import * as React from 'react';

/**
 * Saves `delayMs` after the last `schedule()` call. `isPending` holds from the first scheduled
 * change until that save settles; `cancel()` drops a pending save. A save still pending when the
 * component unmounts runs then, so leaving a screen mid-edit keeps the edit.
 */
export function useAutoSave(save: () => Promise<unknown>, delayMs: number) {
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer outlives renders; it must call the latest save.
  const saveRef = React.useRef(save);
  saveRef.current = save;
  const [isPending, setIsPending] = React.useState(false);

  const cancel = React.useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setIsPending(false);
  }, []);

  const schedule = React.useCallback(() => {
    setIsPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void saveRef.current().finally(() => setIsPending(false));
    }, delayMs);
  }, [delayMs]);

  React.useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void saveRef.current();
    },
    [],
  );

  return { isPending, schedule, cancel };
}
