import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { createSavedSearchSchema } from '@core/saved-searches/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import type { JobFilters } from '@/lib/api/get-jobs';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { describeFilters, FrequencySelect } from './saved-search-fields';

const saveFormSchema = createSavedSearchSchema.pick({ name: true, frequency: true });
type SaveFormInput = z.input<typeof saveFormSchema>;

export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  filters: JobFilters;
}) {
  const { t } = useTranslation('saved-searches');
  const create = useCreateSavedSearch();
  const form = useForm<SaveFormInput>({ resolver: zodResolver(saveFormSchema), defaultValues: { name: '', frequency: 'daily' } });
  const { errors } = form.formState;

  const suggestedName = typeof filters.q === 'string' ? filters.q : '';
  React.useEffect(() => {
    if (open) form.reset({ name: suggestedName, frequency: 'daily' });
  }, [open, suggestedName, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...filters, ...values });
      toast({ title: t('savedTitle'), description: t('savedDescription') });
      onOpenChange(false);
    } catch (error) {
      form.setError('root', { message: getErrorMessage(error, t('errorFallback')) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('saveTitle')}</DialogTitle>
          <DialogDescription>{t('saveDescription')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <p className="text-sm text-muted-foreground">{describeFilters(filters, t) || t('allJobs')}</p>
          <FormField id="saved-search-name" label={t('name')} error={errors.name?.message}>
            <Input id="saved-search-name" maxLength={80} aria-invalid={Boolean(errors.name)} {...form.register('name')} />
          </FormField>
          <FormField id="saved-search-frequency" label={t('frequency')}>
            <FrequencySelect id="saved-search-frequency" {...form.register('frequency')} />
          </FormField>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('saving') : t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
