import { useTranslation } from 'react-i18next';
import type { WorkerApplication } from '@core/applications/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { useDeleteApplication } from '../api/delete-application';
import { useApplicationDialog } from './use-application-dialog';

export function DeleteApplicationDialog({ userId, ...props }: DialogOpenProps & { application: WorkerApplication; userId: string }) {
  const { t } = useTranslation('applications');
  const remove = useDeleteApplication(userId);
  const { frame, outcome } = useApplicationDialog('delete', props);

  return (
    <FormDialog
      {...frame}
      actionLabel={t('delete.confirm')}
      pendingLabel={t('delete.deleting')}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(props.application.id, outcome)}
    />
  );
}
