import { useTranslation } from 'react-i18next';
import type { WorkerApplication } from '@core/applications/schemas';
import type { DialogOpenProps } from '@/components/form-dialog';
import { toast } from '@/hooks/use-toast';

/**
 * What a worker's edit and delete dialogs share, their texts under `edit.` or `delete.` of the
 * applications catalogue: the dialog's frame (FormDialog's props but the action's), and the
 * mutation's callbacks, which toast either outcome and close the dialog on success.
 */
export function useApplicationDialog(
  action: 'edit' | 'delete',
  { application, open, onOpenChange }: DialogOpenProps & { application: WorkerApplication },
) {
  const { t } = useTranslation('applications');
  const frame = {
    open,
    onOpenChange,
    idPrefix: `${action}-application-${application.id}`,
    title: t(`${action}.title`),
    description: t(`${action}.description`, { title: application.job.title }),
    cancelLabel: t(`${action}.cancel`),
  };
  const outcome = {
    onSuccess: () => {
      toast({ title: t(`${action}.successTitle`), description: t(`${action}.successDescription`) });
      onOpenChange(false);
    },
    onError: () => toast({ variant: 'destructive', title: t(`${action}.errorTitle`), description: t(`${action}.errorDescription`) }),
  };
  return { frame, outcome };
}
