import * as React from 'react';

const LaborEstimator = React.lazy(() => import('./labor-estimator').then((module) => ({ default: module.LaborEstimator })));

/**
 * The estimator (its form, validation and chart libraries) loads only when the visitor scrolls
 * near it, so the first screen downloads none of it. The placeholder keeps roughly its height.
 */
export function DeferredLaborEstimator() {
  const placeholder = React.useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = React.useState(false);
  React.useEffect(() => {
    const element = placeholder.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  const fallback = <div ref={placeholder} className="mx-auto min-h-[36rem] max-w-4xl rounded-lg bg-slate-50" aria-hidden="true" />;
  if (!isNear) return fallback;
  return (
    <React.Suspense fallback={fallback}>
      <LaborEstimator />
    </React.Suspense>
  );
}
