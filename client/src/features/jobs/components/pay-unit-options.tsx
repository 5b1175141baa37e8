import { useTranslation } from 'react-i18next';
import { PAY_UNITS } from '@core/jobs/pay';

/** The options of a pay-unit select: Per hour / Per day / Per year. */
export function PayUnitOptions() {
  const { t } = useTranslation('jobs');
  return PAY_UNITS.map((unit) => (
    <option key={unit} value={unit}>
      {t(`payUnits.${unit}`)}
    </option>
  ));
}
