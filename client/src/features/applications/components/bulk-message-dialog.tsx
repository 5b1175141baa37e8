import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { EmployerApplication } from '@core/applications/schemas';
import { sendMessageRequestSchema } from '@core/messaging/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useBulkUpdateApplicationStatus } from '../api/bulk-update-application-status';
import { useMessageCandidates } from '../api/message-candidates';
import { fillTemplate, FIRST_NAME_PLACEHOLDER, MESSAGE_TEMPLATE_IDS, type MessageTemplateId } from '../utils/message-templates';

// The template text is checked with the message rule of the messaging API (empty, too long).
const bulkMessageSchema = z.object({ template: z.enum(MESSAGE_TEMPLATE_IDS), body: sendMessageRequestSchema.shape.content });
type BulkMessageForm = z.infer<typeof bulkMessageSchema>;

export type BulkMessageMode = 'message' | 'reject';

/** One templated in-app message to each selected candidate; in reject mode they are all rejected first (all or none). */
export function BulkMessageDialog({
  applications,
  mode,
  onOpenChange,
  onDone,
}: {
  applications: EmployerApplication[];
  mode: BulkMessageMode | null;
  onOpenChange(open: boolean): void;
  onDone(): void;
}) {
  const { t } = useTranslation('applications');
  const bulkStatus = useBulkUpdateApplicationStatus();
  const sendMessages = useMessageCandidates();
  const templateText = React.useCallback(
    (id: MessageTemplateId) => t(`pipeline.templates.${id}.body`, { firstName: FIRST_NAME_PLACEHOLDER }),
    [t],
  );
  const form = useForm<BulkMessageForm>({ resolver: zodResolver(bulkMessageSchema), defaultValues: { template: 'nextSteps', body: '' } });
  const { errors } = form.formState;
  const { reset } = form;
  const isPending = bulkStatus.isPending || sendMessages.isPending;

  React.useEffect(() => {
    if (!mode) return;
    const template = mode === 'reject' ? 'rejection' : 'nextSteps';
    reset({ template, body: templateText(template) });
  }, [mode, reset, templateText]);

  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('pipeline.errorTitle'), description: getErrorMessage(error, t('pipeline.errorDescription')) });

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      if (mode === 'reject') {
        await bulkStatus.mutateAsync({ applicationIds: applications.map((application) => application.id), status: 'rejected' });
      }
      const count = await sendMessages.mutateAsync(
        applications.map((application) => ({ workerId: application.worker.id, content: fillTemplate(body, application) })),
      );
      toast({ title: mode === 'reject' ? t('pipeline.rejectedTitle', { count }) : t('pipeline.messagedTitle', { count }) });
      onDone();
    } catch (error) {
      failed(error);
    }
  });

  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="bulk-message-description">
        <DialogHeader>
          <DialogTitle>{mode === 'reject' ? t('pipeline.rejectTitle') : t('pipeline.messageTitle')}</DialogTitle>
          <DialogDescription id="bulk-message-description">
            {t('pipeline.messageDescription', { count: applications.length })}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id="bulk-message-template" label={t('pipeline.template')}>
            <NativeSelect
              id="bulk-message-template"
              {...form.register('template', {
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
                  form.setValue('body', templateText(event.target.value as MessageTemplateId)),
              })}
            >
              {MESSAGE_TEMPLATE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`pipeline.templates.${id}.label`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="bulk-message-body" label={t('pipeline.messageLabel')} error={errors.body?.message}>
            <Textarea
              id="bulk-message-body"
              rows={7}
              aria-invalid={Boolean(errors.body)}
              aria-describedby="bulk-message-hint"
              {...form.register('body')}
            />
          </FormField>
          <p id="bulk-message-hint" className="text-sm text-muted-foreground">
            {t('pipeline.firstNameHint', { placeholder: FIRST_NAME_PLACEHOLDER })}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('pipeline.cancel')}
            </Button>
            <Button type="submit" variant={mode === 'reject' ? 'destructive' : 'default'} disabled={isPending}>
              {isPending ? t('pipeline.sending') : mode === 'reject' ? t('pipeline.rejectSubmit') : t('pipeline.messageSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
