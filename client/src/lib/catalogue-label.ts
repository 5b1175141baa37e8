import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueText } from '@core/shared/catalogue-texts';

/**
 * The one way to show a catalogue text of core (a plan, a service, an estimator role, a training
 * category) in the reader's language: English as core writes it (the spec's words), any other
 * language from the `catalogue` namespace by the text's key, else the English. The hook suspends
 * until the namespace is in, so a Spanish screen never flashes English names.
 */
export function useCatalogueLabel(): (text: CatalogueText) => string {
  const { t, i18n } = useTranslation('catalogue');
  const language = i18n.language;
  return React.useCallback((text: CatalogueText) => (language === 'en' ? text.en : t(text.key, { defaultValue: text.en })), [t, language]);
}
