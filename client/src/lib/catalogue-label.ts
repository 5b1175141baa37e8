import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueText } from '@core/shared/catalogue-texts';
import i18n from './i18n';
import { describeInvoice } from './invoice-description';

/**
 * The one way to show a catalogue text of core (a plan, a service, an estimator role, a training
 * category) in the reader's language: English as core writes it (the spec's words), any other
 * language from the `catalogue` namespace by the text's key, else the English. In another language
 * the hook suspends until the namespace is in, so a Spanish screen never flashes English names;
 * English screens download nothing for it.
 */
export function useCatalogueLabel(): (text: CatalogueText) => string {
  const isEnglish = (i18n.language || 'en') === 'en';
  const { t } = useTranslation(isEnglish ? 'common' : 'catalogue');
  return React.useCallback(
    (text: CatalogueText) => (isEnglish ? text.en : t(text.key, { ns: 'catalogue', defaultValue: text.en })),
    [t, isEnglish],
  );
}

/** An invoice's stored description (a plan bought, a fee, a refund of either) in the reader's language. */
export function useInvoiceDescription(): (description: string) => string {
  const { t } = useTranslation('common');
  const label = useCatalogueLabel();
  return React.useCallback((description: string) => describeInvoice(description, { t, label }), [t, label]);
}
