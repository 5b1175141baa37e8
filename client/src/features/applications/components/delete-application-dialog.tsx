import { useTranslation } from 'react-i18next';
import type { WorkerApplication } from '@core/applications/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useDeleteApplication } from '../api/delete-application';

export function DeleteApplicationDialog({
  application,
  userId,
  open,
  onOpenChange,
}: {
  application: WorkerApplication;
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('applications');
  const remove = useDeleteApplication(userId);
  const descriptionId = `delete-application-${application.id}-description`;

  const confirm = () =>
    remove.mutate(application.id, {
      onSuccess: () => {
        toast({ title: t('delete.successTitle'), description: t('delete.successDescription') });
        onOpenChange(false);
      },
      onError: () => toast({ variant: 'destructive', title: t('delete.errorTitle'), description: t('delete.errorDescription') }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={descriptionId}>
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription id={descriptionId}>{t('delete.description', { title: application.job.title })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
