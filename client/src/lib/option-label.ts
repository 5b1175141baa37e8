import { formatTrade } from '@core/shared/options';
import i18n from './i18n';

/** The option lists of core/ whose values are shown to people (labels in locales/<lang>/options.json). */
export type OptionList =
  | 'industry'
  | 'jobType'
  | 'experienceLevel'
  | 'yearsExperience'
  | 'workAuthorization'
  | 'availability'
  | 'contactMethod'
  | 'companySize'
  | 'trade';

/**
 * The one way to show a stored option value: its label, never the raw value ("1" is "0-2 years").
 * A value the list does not know (older data, free text) is shown as it is; a trade as its name.
 */
export function optionLabel(list: OptionList, value: string): string {
  return i18n.t(`${list}.${value}`, { ns: 'options', defaultValue: list === 'trade' ? formatTrade(value) : value });
}
