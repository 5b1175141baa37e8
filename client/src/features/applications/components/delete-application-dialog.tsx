import { useTranslation } from 'react-i18next';
import type { WorkerApplication } from '@core/applications/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { toast } from '@/hooks/use-toast';
import { useDeleteApplication } from '../api/delete-application';

export function DeleteApplicationDialog({
  application,
  userId,
  open,
  onOpenChange,
}: DialogOpenProps & { application: WorkerApplication; userId: string }) {
  const { t } = useTranslation('applications');
  const remove = useDeleteApplication(userId);

  const confirm = () =>
    remove.mutate(application.id, {
      onSuccess: () => {
        toast({ title: t('delete.successTitle'), description: t('delete.successDescription') });
        onOpenChange(false);
      },
      onError: () => toast({ variant: 'destructive', title: t('delete.errorTitle'), description: t('delete.errorDescription') }),
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={`delete-application-${application.id}`}
      title={t('delete.title')}
      description={t('delete.description', { title: application.job.title })}
      cancelLabel={t('delete.cancel')}
      actionLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
