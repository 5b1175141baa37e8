import * as React from 'react';

/**
 * A dialog whose code (Radix's dialog, its form) loads the first time `isOpen` says it opens,
 * rather than with the page. It stays mounted afterwards, so closing it still animates.
 */
export function lazyDialog<P extends object>(load: () => Promise<React.ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [isWanted, setIsWanted] = React.useState(false);
    if (isOpen(props) && !isWanted) setIsWanted(true);
    if (!isWanted) return null;
    return (
      <React.Suspense fallback={null}>
        <Dialog {...(props as P & React.JSX.IntrinsicAttributes)} />
      </React.Suspense>
    );
  };
}
