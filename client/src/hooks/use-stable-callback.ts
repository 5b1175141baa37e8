import * as React from 'react';

/**
 * A function whose identity never changes and that always calls the latest `callback`: for handlers
 * passed to memoised children (a list's cards), which would otherwise render again whenever the
 * parent does. Only for event handlers, never called during render.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = React.useRef(callback);
  React.useLayoutEffect(() => {
    latest.current = callback;
  });
  return React.useCallback((...args: Args) => latest.current(...args), []);
}
