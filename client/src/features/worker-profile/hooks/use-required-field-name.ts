import { useTranslation } from 'react-i18next';
import { WORKER_REQUIRED_FIELDS } from '@core/worker-profile/completeness';

/** The API names a worker's missing fields in English; this names them in the active language. */
export function useRequiredFieldName() {
  const { t } = useTranslation('worker-profile');
  return (label: string) => {
    const field = WORKER_REQUIRED_FIELDS.find((required) => required.label === label);
    return field ? t(`requiredFields.${field.key}`) : label;
  };
}
