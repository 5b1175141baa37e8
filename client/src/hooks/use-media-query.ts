import * as React from 'react';

/**
 * Whether a CSS media query matches now, following changes. Pre-rendered HTML
 * (entry-server.tsx) cannot know the screen, so it and hydration say no.
 */
export function useMediaQuery(query: string): boolean {
  return React.useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
