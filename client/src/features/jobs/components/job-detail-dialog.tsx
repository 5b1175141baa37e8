import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { getJobQueryOptions } from '../api/get-job';
import { ApplyButton, type ApplyState } from './apply-button';
import type { SaveState } from './job-card';
import { JobDetails, JobSummaryLine } from './job-details';

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
                <JobSummaryLine job={shown} />
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 text-sm">
              <JobDetails job={{ ...shown, matchReasons: job?.matchReasons }} />
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
              <ApplyButton applyState={applyState} isOpen={shown.isActive} onApply={() => onApply(shown, coverLetter)} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
