import * as React from 'react';
import { useSearchParams } from 'react-router';
import { applyLanguage, isLanguage } from '@/lib/i18n';

/**
 * A link in the other language (?lang=es, the server-written page's canonical address in that language)
 * switches the interface once, so the script does not redraw the server's Spanish page in English.
 */
export function useAskedLanguage() {
  const [searchParams] = useSearchParams();
  const askedLanguage = searchParams.get('lang');
  React.useEffect(() => {
    if (isLanguage(askedLanguage)) applyLanguage(askedLanguage);
  }, [askedLanguage]);
}
