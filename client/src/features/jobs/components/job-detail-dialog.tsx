import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { getJobQueryOptions } from '../api/get-job';
import type { ApplyState, SaveState } from './job-card';
import { optionLabel } from '@/lib/option-label';
import { formatMatchReason, formatPostedAge, formatSalary } from '../utils/job-labels';

/** The full job (GET /api/jobs/{id}), with every requirement and an optional cover letter for applying. */
export function JobDetailDialog({
  job,
  onOpenChange,
  applyState,
  saveState,
  onApply,
  onToggleSave,
}: {
  job: JobDto | null;
  onOpenChange(open: boolean): void;
  applyState: ApplyState;
  saveState: SaveState;
  onApply(job: JobDto, coverLetter: string): void;
  onToggleSave(job: JobDto): void;
}) {
  const { t } = useTranslation('jobs');
  const [coverLetter, setCoverLetter] = React.useState('');
  const detail = useQuery({
    ...getJobQueryOptions(job?.id ?? ''),
    enabled: Boolean(job),
    placeholderData: job ?? undefined,
  });
  const shown = detail.data ?? job;

  React.useEffect(() => setCoverLetter(''), [job?.id]);

  return (
    <Dialog open={job !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle>{shown.title}</DialogTitle>
              <DialogDescription>
                {[shown.companyName || t('card.companyFallback'), shown.location, formatPostedAge(t, shown.postedAt)].join(' · ')}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 text-sm">
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="secondary">{optionLabel('jobType', shown.jobType)}</Badge>
                <Badge variant="outline">{optionLabel('industry', shown.industry)}</Badge>
                {shown.experienceLevel && <Badge variant="outline">{optionLabel('experienceLevel', shown.experienceLevel)}</Badge>}
                {shown.isBoosted && <Badge variant="warning">{t('card.boosted')}</Badge>}
              </div>
              <p className="font-medium">{formatSalary(t, shown)}</p>
              {shown.positions > 1 && <p>{t('detail.positions', { count: shown.positions })}</p>}
              <p className="whitespace-pre-line text-slate-700">{shown.description}</p>
              {shown.requirements.length > 0 && (
                <section>
                  <h3 className="font-medium">{t('card.requirements')}</h3>
                  <ul className="mt-1 list-disc pl-5">
                    {shown.requirements.map((requirement) => (
                      <li key={requirement}>{requirement}</li>
                    ))}
                  </ul>
                </section>
              )}
              {shown.skills.length > 0 && (
                <section>
                  <h3 className="font-medium">{t('card.skills')}</h3>
                  <p>{shown.skills.join(', ')}</p>
                </section>
              )}
              {job?.matchReasons && job.matchReasons.length > 0 && (
                <p className="text-green-800">{job.matchReasons.map((reason) => formatMatchReason(t, reason)).join(' · ')}</p>
              )}
              {applyState === 'idle' && shown.isActive && (
                <FormField id="cover-letter" label={t('detail.coverLetter')}>
                  <Textarea
                    id="cover-letter"
                    rows={4}
                    maxLength={5000}
                    value={coverLetter}
                    onChange={(event) => setCoverLetter(event.target.value)}
                  />
                </FormField>
              )}
            </div>
            <DialogFooter className="gap-2">
              <Button
                variant="outline"
                disabled={saveState === 'saving'}
                aria-pressed={saveState === 'saved'}
                onClick={() => onToggleSave(shown)}
              >
                {saveState === 'saved' ? t('card.saved') : saveState === 'saving' ? t('card.saving') : t('card.save')}
              </Button>
              <Button disabled={applyState !== 'idle' || !shown.isActive} onClick={() => onApply(shown, coverLetter)}>
                {applyState === 'applied' ? t('card.applied') : applyState === 'applying' ? t('card.applying') : t('card.apply')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
