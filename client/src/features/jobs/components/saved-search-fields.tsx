import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_FREQUENCIES } from '@core/saved-searches/options';
import { NativeSelect } from '@/components/ui/native-select';
import { formatPayAmount, PAY_UNITS, type PayUnit } from '@core/jobs/pay';
import { currentLanguage } from '@/lib/i18n';
import { optionLabel } from '@/lib/option-label';

export const FrequencySelect = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>((props, ref) => {
  const { t } = useTranslation('saved-searches');
  return (
    <NativeSelect ref={ref} {...props}>
      {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(`frequencies.${frequency}`)}
        </option>
      ))}
    </NativeSelect>
  );
});
FrequencySelect.displayName = 'FrequencySelect';

/** A search saved before pay units has no unit: its minimum is yearly, as the API reads it. */
const payUnitOf = (filters: Record<string, unknown>): PayUnit => PAY_UNITS.find((unit) => unit === filters.payUnit) ?? 'year';

/** A saved search's filters in a line: what the worker sees beside its name and in the save dialog. */
export function describeFilters(filters: Record<string, unknown>, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts = [
    typeof filters.q === 'string' && filters.q ? `"${filters.q}"` : null,
    typeof filters.industry === 'string' ? optionLabel('industry', filters.industry) : null,
    typeof filters.jobType === 'string' ? optionLabel('jobType', filters.jobType) : null,
    typeof filters.experienceLevel === 'string' ? optionLabel('experienceLevel', filters.experienceLevel) : null,
    typeof filters.location === 'string' ? t('within', { miles: filters.radiusMiles ?? 50, location: filters.location }) : null,
    filters.minPay !== undefined
      ? t('minPay', { pay: formatPayAmount(Number(filters.minPay), payUnitOf(filters), currentLanguage()) })
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
