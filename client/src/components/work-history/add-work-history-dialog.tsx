import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRADES } from '@core/shared/options';
import { createWorkHistoryEntrySchema, type NewWorkHistoryEntry } from '@core/work-history/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { optionLabel } from '@/lib/option-label';
import { useAddWorkHistoryEntry } from './api/add-work-history-entry';

/** What the inputs hold: text; a blank end date, e-mail or phone is "none" to the schema. */
interface FormInput {
  employerName: string;
  trade: string;
  startDate: string;
  endDate: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

const EMPTY: FormInput = { employerName: '', trade: '', startDate: '', endDate: '', contactName: '', contactEmail: '', contactPhone: '' };

/** The worker adds a job he did elsewhere, with the person there who can confirm it (e-mail or US phone). */
export function AddWorkHistoryDialog({ workerId, open, onOpenChange }: DialogOpenProps & { workerId: string }) {
  const { t } = useTranslation('work-history');
  const add = useAddWorkHistoryEntry(workerId);
  const form = useForm<FormInput, unknown, NewWorkHistoryEntry>({
    resolver: zodResolver(createWorkHistoryEntrySchema) as unknown as Resolver<FormInput, unknown, NewWorkHistoryEntry>,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const idPrefix = 'work-history-add';
  const close = (isOpen: boolean) => {
    if (!isOpen) form.reset(EMPTY);
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: t('add.added'), description: t('add.addedNext') });
        close(false);
      },
      onError: (error) => form.setError('root', { message: getErrorMessage(error, t('add.failed')) }),
    }),
  );
  const field = (name: keyof FormInput) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      idPrefix={idPrefix}
      title={t('add.title')}
      description={t('add.description')}
      cancelLabel={t('cancel')}
      actionLabel={t('add.submit')}
      pendingLabel={t('sending')}
      isPending={add.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-employerName`} label={t('fields.employer')} error={errors.employerName?.message}>
        <Input autoComplete="organization" {...field('employerName')} />
      </FormField>
      <FormField id={`${idPrefix}-trade`} label={t('fields.trade')} error={errors.trade?.message}>
        <OptionSelect
          placeholder={t('fields.tradePlaceholder')}
          options={TRADES.map((trade) => ({ value: trade, label: optionLabel('trade', trade) }))}
          {...field('trade')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-startDate`} label={t('fields.startDate')} error={errors.startDate?.message}>
          <Input type="date" {...field('startDate')} />
        </FormField>
        <FormField id={`${idPrefix}-endDate`} label={t('fields.endDate')} error={errors.endDate?.message}>
          <Input type="date" {...field('endDate')} />
        </FormField>
      </div>
      <fieldset className="grid min-w-0 gap-4 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('fields.contactLegend')}</legend>
        <p className="text-sm text-muted-foreground">{t('fields.contactHelp')}</p>
        <FormField id={`${idPrefix}-contactName`} label={t('fields.contactName')} error={errors.contactName?.message}>
          <Input autoComplete="off" {...field('contactName')} />
        </FormField>
        <FormField id={`${idPrefix}-contactEmail`} label={t('fields.contactEmail')} error={errors.contactEmail?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...field('contactEmail')} />
        </FormField>
        <FormField id={`${idPrefix}-contactPhone`} label={t('fields.contactPhone')} error={errors.contactPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" placeholder="(832) 555-0147" {...field('contactPhone')} />
        </FormField>
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
    </FormDialog>
  );
}
