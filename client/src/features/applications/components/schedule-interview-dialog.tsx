import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { EmployerApplication } from '@core/applications/schemas';
import { INTERVIEW_TYPES, MEETING_PLATFORMS, scheduleInterviewRequestSchema } from '@core/interviews/schemas';
import { LocationInput } from '@/components/location-input';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useScheduleInterview } from '../api/schedule-interview';
import { candidateName } from '../utils/format';
import { NativeSelect } from '@/components/ui/native-select';
import { translateMessage } from '@/lib/i18n';

type FormInput = z.input<typeof scheduleInterviewRequestSchema>;
type FormOutput = z.output<typeof scheduleInterviewRequestSchema>;

const DEFAULT_VALUES: FormInput = {
  type: 'video',
  date: '',
  time: '',
  location: '',
  meetingLink: '',
  meetingPlatform: 'zoom',
  notes: '',
};

export function ScheduleInterviewDialog({ application, open, onOpenChange }: DialogOpenProps & { application: EmployerApplication }) {
  const { t } = useTranslation('interviews');
  const schedule = useScheduleInterview();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(scheduleInterviewRequestSchema),
    defaultValues: DEFAULT_VALUES,
    // The link of a video call or the place of a meeting leaves the form with its hidden field.
    shouldUnregister: true,
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const idPrefix = `schedule-${application.id}`;
  const name = candidateName(application);

  const onValid = (input: FormOutput) => {
    // The employer means their own local time; the offset of that very day keeps daylight saving right.
    const timezoneOffsetMinutes = new Date(`${input.date}T${input.time}`).getTimezoneOffset();
    schedule.mutate(
      { applicationId: application.id, input: { ...input, timezoneOffsetMinutes } },
      {
        onSuccess: () => {
          toast({ title: t('schedule.successTitle'), description: t('schedule.successDescription', { name }) });
          form.reset(DEFAULT_VALUES);
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('schedule.errorTitle'),
            description: getErrorMessage(error, t('schedule.errorDescription')),
          }),
      },
    );
  };

  // 002 section 8 names the toast titles; the schema gives the description.
  const onInvalid = (fieldErrors: FieldErrors<FormInput>) => {
    const [title, message] = fieldErrors.date
      ? [t('schedule.missingTitle'), fieldErrors.date.message]
      : fieldErrors.meetingLink
        ? [t('schedule.meetingLinkRequiredTitle'), fieldErrors.meetingLink.message]
        : fieldErrors.location
          ? [t('schedule.locationRequiredTitle'), fieldErrors.location.message]
          : [t('schedule.invalidTitle'), Object.values(fieldErrors)[0]?.message];
    toast({ variant: 'destructive', title, description: message && translateMessage(message) });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('schedule.title')}
      description={t('schedule.description', { name, title: application.jobTitle })}
      cancelLabel={t('schedule.cancel')}
      actionLabel={t('schedule.submit')}
      pendingLabel={t('schedule.submitting')}
      isPending={schedule.isPending}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
    >
      <FormField id={`${idPrefix}-type`} label={t('schedule.type')} error={errors.type?.message}>
        <NativeSelect id={`${idPrefix}-type`} {...form.register('type')}>
          {INTERVIEW_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`type.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id={`${idPrefix}-date`} label={t('schedule.date')} error={errors.date?.message}>
          <Input id={`${idPrefix}-date`} type="date" aria-invalid={Boolean(errors.date)} {...form.register('date')} />
        </FormField>
        <FormField id={`${idPrefix}-time`} label={t('schedule.time')}>
          <Input id={`${idPrefix}-time`} type="time" aria-invalid={Boolean(errors.date)} {...form.register('time')} />
        </FormField>
      </div>
      {type === 'video' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField id={`${idPrefix}-link`} label={t('schedule.meetingLink')} error={errors.meetingLink?.message}>
            <Input
              id={`${idPrefix}-link`}
              type="url"
              inputMode="url"
              placeholder={t('schedule.meetingLinkPlaceholder')}
              aria-invalid={Boolean(errors.meetingLink)}
              {...form.register('meetingLink')}
            />
          </FormField>
          <FormField id={`${idPrefix}-platform`} label={t('schedule.platform')} error={errors.meetingPlatform?.message}>
            <NativeSelect id={`${idPrefix}-platform`} {...form.register('meetingPlatform')}>
              {MEETING_PLATFORMS.map((value) => (
                <option key={value} value={value}>
                  {t(`platform.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      {type !== 'video' && (
        <FormField id={`${idPrefix}-location`} label={t('schedule.location')} error={errors.location?.message}>
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <LocationInput
                id={`${idPrefix}-location`}
                placeholder={t('schedule.locationPlaceholder')}
                aria-invalid={Boolean(errors.location)}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        </FormField>
      )}
      <FormField id={`${idPrefix}-notes`} label={t('schedule.notes')} error={errors.notes?.message}>
        <Textarea id={`${idPrefix}-notes`} rows={3} placeholder={t('schedule.notesPlaceholder')} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}
