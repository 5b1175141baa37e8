import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { EstimateHandoff } from '@core/estimator/handoff';
import { JOB_MESSAGES } from '@core/jobs/messages';
import { roleText } from '@core/shared/catalogue-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { translateMessage } from '@/lib/i18n';
import { useCreateJobsFromEstimate } from '../api/create-jobs-from-estimate';
import { EMPTY_JOB_TERMS, JobTermsFields, type JobTermsValues } from './job-terms-fields';

/** Choose the worker types of a labor estimate and post one job per type. */
export function BulkJobsDialog({
  estimate,
  onOpenChange,
  onPosted,
}: {
  estimate: EstimateHandoff | null;
  onOpenChange(open: boolean): void;
  onPosted(): void;
}) {
  const { t } = useTranslation('jobs');
  const catalogueLabel = useCatalogueLabel();
  const createJobs = useCreateJobsFromEstimate();
  const roles = React.useMemo(() => Object.entries(estimate?.workerBreakdown ?? {}), [estimate]);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [terms, setTerms] = React.useState<JobTermsValues>(EMPTY_JOB_TERMS);

  React.useEffect(() => {
    setSelected(roles.map(([role]) => role));
    setTerms(EMPTY_JOB_TERMS);
  }, [roles]);

  const toggle = (role: string) =>
    setSelected((current) => (current.includes(role) ? current.filter((other) => other !== role) : [...current, role]));

  const submit = () => {
    if (!estimate) return;
    if (selected.length === 0) {
      toast({ title: translateMessage(JOB_MESSAGES.noWorkerTypes), description: t('bulk.selectOne'), variant: 'destructive' });
      return;
    }
    createJobs.mutate(
      {
        industry: estimate.industry,
        projectSize: estimate.projectSize,
        timeline: estimate.timeline,
        location: estimate.location,
        complexity: estimate.complexity,
        workerBreakdown: estimate.workerBreakdown,
        totalWorkers: estimate.estimatedWorkers,
        selectedRoles: selected,
        ...terms,
      },
      {
        onSuccess: (result) => {
          const posted = t('bulk.successDescription', { count: result.jobs.length, positions: result.totalPositions });
          const isHeld = result.jobs.some((job) => job.reviewStatus === 'held');
          toast({ title: t('bulk.successTitle'), description: isHeld ? `${posted} ${t('review.postedHeld')}` : posted });
          onPosted();
        },
        onError: (error) =>
          toast({
            title: t('bulk.failedTitle'),
            description: getErrorMessage(error, t('bulk.failedDescription')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={estimate !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('bulk.title')}</DialogTitle>
          <DialogDescription>
            {estimate && t('bulk.description', { location: estimate.location, workers: estimate.estimatedWorkers })}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('bulk.workerTypes')}</legend>
          {roles.map(([role, count]) => (
            <label key={role} className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm">
              <span className="flex items-center gap-3">
                <input type="checkbox" className="size-4 accent-primary" checked={selected.includes(role)} onChange={() => toggle(role)} />
                {catalogueLabel(roleText(role))}
              </span>
              <span className="text-muted-foreground">{t('bulk.positions', { count })}</span>
            </label>
          ))}
        </fieldset>
        <JobTermsFields prefix="bulk-jobs" value={terms} onChange={(patch) => setTerms((current) => ({ ...current, ...patch }))} />
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} disabled={createJobs.isPending}>
            {createJobs.isPending ? t('form.posting') : t('bulk.submit', { count: selected.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
