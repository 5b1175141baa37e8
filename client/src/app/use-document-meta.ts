import * as React from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type metaCatalogue from '@/locales/en/meta.json';

export type PageMetaKey = keyof (typeof metaCatalogue)['pages'];

/** A page's <title> and meta description in `t`'s language; pre-rendered pages (entry-server.tsx) write the same into their HTML. */
export function documentMetaFor(t: TFunction<'meta'>, page: PageMetaKey) {
  const pageTitle = t(`pages.${page}.title`);
  return { title: page === 'landing' ? pageTitle : t('titleTemplate', { page: pageTitle }), description: t(`pages.${page}.description`) };
}

/**
 * The page's own <title> and meta description, from the `meta` catalogue unless the page knows better
 * (a job's own title once it has loaded). One writer per page, so no effect order can undo another's.
 */
export function useDocumentMeta(page: PageMetaKey, own?: { title: string; description: string }) {
  const { t } = useTranslation('meta');
  const { title, description } = own ?? documentMetaFor(t, page);
  // In the commit that shows the content, so the tab's title never names the previous page.
  React.useLayoutEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
