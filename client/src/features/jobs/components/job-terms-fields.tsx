import { useTranslation } from 'react-i18next';
import { JOB_CREDENTIALS_MAX, ROTATION_MAX_LENGTH } from '@core/jobs/schemas';
import { CredentialPicker } from '@/components/credential-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCredentialCatalogue } from '@/lib/api/get-credential-catalogue';

/** A job's credential requirements and travel terms as the form holds them (per diem as typed). */
export interface JobTermsValues {
  requiredCredentials: string[];
  preferredCredentials: string[];
  perDiem: string;
  lodgingProvided: boolean;
  travelRequired: boolean;
  rotation: string;
  overtimeExpected: boolean;
}

export const EMPTY_JOB_TERMS: JobTermsValues = {
  requiredCredentials: [],
  preferredCredentials: [],
  perDiem: '',
  lodgingProvided: false,
  travelRequired: false,
  rotation: '',
  overtimeExpected: false,
};

const SWITCHES = [
  ['lodgingProvided', 'lodging'],
  ['travelRequired', 'travel'],
  ['overtimeExpected', 'overtime'],
] as const;

/** The credentials and travel terms of a post: the job form and bulk posts from an estimate share them. */
export function JobTermsFields({
  prefix,
  value,
  onChange,
  errors = {},
}: {
  prefix: string;
  value: JobTermsValues;
  onChange(patch: Partial<JobTermsValues>): void;
  errors?: Partial<Record<keyof JobTermsValues, string | undefined>>;
}) {
  const { t } = useTranslation('jobs');
  const catalogue = useCredentialCatalogue().data ?? [];
  const helpId = `${prefix}-credentials-help`;
  const picker = (list: 'requiredCredentials' | 'preferredCredentials', other: 'requiredCredentials' | 'preferredCredentials') => (
    <CredentialPicker
      id={`${prefix}-${list}`}
      value={value[list]}
      onChange={(next) => onChange({ [list]: next })}
      catalogue={catalogue}
      unavailable={value[other]}
      maxItems={JOB_CREDENTIALS_MAX}
      placeholder={t('credentialMatch.form.searchPlaceholder')}
      removeLabel={(name) => t('credentialMatch.form.remove', { name })}
      describedBy={helpId}
    />
  );

  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium">{t('credentialMatch.form.credentialsLegend')}</legend>
        <p id={helpId} className="text-sm text-muted-foreground">
          {t('credentialMatch.form.help', { max: JOB_CREDENTIALS_MAX })}
        </p>
        <FormField id={`${prefix}-requiredCredentials`} label={t('credentialMatch.form.required')} error={errors.requiredCredentials}>
          {picker('requiredCredentials', 'preferredCredentials')}
        </FormField>
        <FormField id={`${prefix}-preferredCredentials`} label={t('credentialMatch.form.preferred')} error={errors.preferredCredentials}>
          {picker('preferredCredentials', 'requiredCredentials')}
        </FormField>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium">{t('credentialMatch.form.termsLegend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${prefix}-per-diem`} label={t('credentialMatch.form.perDiem')} error={errors.perDiem}>
            <Input
              id={`${prefix}-per-diem`}
              inputMode="numeric"
              placeholder={t('credentialMatch.form.perDiemPlaceholder')}
              aria-invalid={Boolean(errors.perDiem)}
              value={value.perDiem}
              onChange={(event) => onChange({ perDiem: event.target.value })}
            />
          </FormField>
          <FormField id={`${prefix}-rotation`} label={t('credentialMatch.form.rotation')} error={errors.rotation}>
            <Input
              id={`${prefix}-rotation`}
              maxLength={ROTATION_MAX_LENGTH + 4}
              placeholder={t('credentialMatch.form.rotationPlaceholder')}
              aria-invalid={Boolean(errors.rotation)}
              value={value.rotation}
              onChange={(event) => onChange({ rotation: event.target.value })}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {SWITCHES.map(([key, label]) => (
            <label key={key} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={value[key]}
                onChange={(event) => onChange({ [key]: event.target.checked })}
              />
              {t(`credentialMatch.form.${label}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
