import * as React from 'react';
import { useTranslation } from 'react-i18next';

type LazyTab<Props> = React.LazyExoticComponent<React.ComponentType<Props>> & {
  /** Starts loading the tab's code (hover, focus, or a route that knows which tab opens first). */
  preload(): void;
};

/** A dashboard tab whose code loads when it is first shown, so a dashboard downloads only the tab it opens on. */
export function lazyTab<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => React.ComponentType<Props>,
): LazyTab<Props> {
  let loading: Promise<Module> | undefined;
  const start = () => (loading ??= load());
  // Memoised: a dashboard renders again as each of its queries answers, and a tab need not unless its own props change.
  const component = React.lazy(() => start().then((module) => ({ default: React.memo(pick(module)) })));
  return Object.assign(component, {
    preload() {
      // A failed preload is retried when the tab renders: React.lazy asks again through start().
      start().catch(() => (loading = undefined));
    },
  });
}

/**
 * A tab's frame while its code loads: a heading line and two cards' height, the shape most tabs open with, in at least
 * a screen's height: on a phone the profile card follows the tab, and a shorter frame showed it on the first screen
 * until the tab's content pushed it down (a layout shift of 0.14 on the worker dashboard, 2026-11-30).
 */
export function TabSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-screen content-start gap-4 lg:min-h-0">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-7 w-48 rounded bg-slate-200" aria-hidden="true" />
      <div className="h-40 rounded-lg bg-white shadow-sm" aria-hidden="true" />
      <div className="h-40 rounded-lg bg-white shadow-sm" aria-hidden="true" />
    </div>
  );
}
