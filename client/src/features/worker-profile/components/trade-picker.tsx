import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_VOCABULARY } from '@core/jobs/trade-vocabulary';
import { formatTrade, TRADES } from '@core/shared/options';
import { OptionCombobox } from '@/components/option-combobox';
import type { SearchableOption } from '@/lib/match-options';
import { optionLabel } from '@/lib/option-label';

/**
 * The primary trade as a searchable list (issue 55): labelled in the reader's language, and found by the
 * search's English and Spanish trade words too, so 'soldador' finds Welder and 'welder' finds Soldador.
 */
export const TradePicker = React.forwardRef<
  HTMLInputElement,
  Omit<React.ComponentProps<typeof OptionCombobox>, 'options' | 'noMatchesText' | 'resultsText' | 'placeholder'>
>((props, ref) => {
  const { t, i18n } = useTranslation('worker-profile');
  // Labels follow the language; the list is rebuilt only when it changes.
  const options = React.useMemo<SearchableOption[]>(
    () =>
      TRADES.map((trade) => ({
        value: trade,
        label: optionLabel('trade', trade),
        keywords: [
          formatTrade(trade),
          ...TRADE_VOCABULARY.filter((group) => group.trades.includes(trade)).flatMap((group) => [...group.en, ...group.es]),
        ],
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionLabel reads the active language
    [i18n.language],
  );
  return (
    <OptionCombobox
      ref={ref}
      {...props}
      options={options}
      placeholder={t('tradePicker.placeholder')}
      noMatchesText={t('tradePicker.noMatches')}
      resultsText={(count) => t('tradePicker.results', { count })}
    />
  );
});
TradePicker.displayName = 'TradePicker';
