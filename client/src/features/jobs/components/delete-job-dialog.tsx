import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useDeleteJob } from '../api/delete-job';

/** Asks before deleting `job` (open while it is set). */
export function DeleteJobDialog({ job, onClose }: { job: JobDto | null; onClose(): void }) {
  const { t } = useTranslation('jobs');
  const deleteJob = useDeleteJob();

  const confirmDelete = () => {
    if (!job) return;
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        toast({ title: t('toast.jobDeleted'), description: t('toast.jobDeletedDescription') });
        onClose();
      },
      onError: () => toast({ title: t('toast.error'), description: t('toast.jobDeleteFailed'), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('employer.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('employer.deleteDescription', { title: job?.title ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button variant="destructive" disabled={deleteJob.isPending} onClick={confirmDelete}>
            {deleteJob.isPending ? t('employer.deleting') : t('employer.confirmDelete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
