import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  updateEmployerProfileSchema,
  type EmployerProfile,
  type UpdateEmployerProfile,
  type UpdateEmployerProfileInput,
} from '@core/employer-profile/schemas';
import { phoneFieldValue } from '@core/shared/phone';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useUpdateEmployerProfile } from '../api/update-employer-profile';
import { CompanyDetailsFields } from './company-details-fields';
import { CompanyLogoField } from './company-logo-field';

function toFormValues(profile: EmployerProfile): UpdateEmployerProfileInput {
  return {
    companyName: profile.companyName ?? '',
    industry: profile.industry ?? '',
    companySize: profile.companySize ?? '',
    website: profile.website ?? '',
    description: profile.description ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    contactEmail: profile.contactEmail ?? '',
    phoneNumber: phoneFieldValue(profile.phoneNumber),
    headquarters: profile.headquarters ?? '',
    foundedYear: profile.foundedYear === null ? '' : String(profile.foundedYear),
    companyBenefits: profile.companyBenefits,
    hiringPriorities: profile.hiringPriorities,
    logo: profile.logo ?? '',
  };
}

/** Edit form for every company field; the same zod schema as PUT /api/employer-profile/{userId}. */
export function CompanyProfileForm({ profile, onDone }: { profile: EmployerProfile; onDone(): void }) {
  const { t } = useTranslation('employer-profile');
  const update = useUpdateEmployerProfile(profile.userId);
  const { refreshUser } = useAuth();
  const form = useForm<UpdateEmployerProfileInput, unknown, UpdateEmployerProfile>({
    resolver: zodResolver(updateEmployerProfileSchema),
    defaultValues: toFormValues(profile),
    mode: 'onChange',
  });
  const { isValid } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      // The session's copy of the profile feeds other screens; keep it in step.
      void refreshUser();
      toast({ title: t('savedTitle'), description: t('savedDescription') });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: t('saveFailedTitle'), description: getErrorMessage(error, t('saveFailedDescription')) });
    }
  });

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <CompanyLogoField form={form} />
      <CompanyDetailsFields form={form} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!isValid || update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
