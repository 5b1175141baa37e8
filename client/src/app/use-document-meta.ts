import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type metaCatalogue from '@/locales/en/meta.json';

export type PageMetaKey = keyof (typeof metaCatalogue)['pages'];

/** The page's own <title> and meta description, from the `meta` catalogue. */
export function useDocumentMeta(page: PageMetaKey) {
  const { t } = useTranslation('meta');
  const pageTitle = t(`pages.${page}.title`);
  const title = page === 'landing' ? pageTitle : t('titleTemplate', { page: pageTitle });
  const description = t(`pages.${page}.description`);
  React.useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
