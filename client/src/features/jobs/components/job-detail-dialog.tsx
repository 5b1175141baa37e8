import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { expectedPayFromForm, hourlyRateInUnit } from '@core/applications/expected-pay';
import { DEFAULT_PAY_UNIT, type PayUnit } from '@core/jobs/pay';
import type { JobDto } from '@core/jobs/schemas';
import { AVAILABILITY_OPTIONS } from '@core/worker-profile/options';
import { CrewApplyButton } from '@/components/crew-apply/crew-apply-button';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/report-button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { optionLabel } from '@/lib/option-label';
import { useApplyProfile } from '../api/get-apply-profile';
import { getJobQueryOptions } from '../api/get-job';
import { ApplyButton, type ApplyState } from './apply-button';
import type { SaveState } from './job-card';
import { EmployerRatingLink } from './employer-rating-link';
import { JobDetails, JobSummaryLine } from './job-details';
import { JobGoneNotice } from './job-gone-notice';
import { MessageEmployerButton } from './message-employer-button';

/** What the worker tells the employer when applying; expectedSalary is yearly, quoted in expectedPayUnit. */
export type ApplyDetails = {
  coverLetter: string;
  expectedSalary: number | null;
  expectedPayUnit: PayUnit | null;
  availability: string | null;
};

/**
 * The apply form's answers, prefilled from the worker's profile (issue 35 item 3): the hourly rate in
 * the job's pay unit and the availability as chosen there; both stay editable and optional.
 */
function useApplyForm(jobId: string | undefined, unit: PayUnit) {
  const { user } = useAuth();
  const profile = useApplyProfile(user?.userType === 'worker' ? user.id : undefined);
  const [coverLetter, setCoverLetter] = React.useState('');
  const [pay, setPay] = React.useState('');
  const [availability, setAvailability] = React.useState('');
  const [payError, setPayError] = React.useState<string>();
  const hourlyRate = profile.data?.hourlyRate ?? null;
  const profileAvailability = profile.data?.availability ?? '';

  React.useEffect(() => setCoverLetter(''), [jobId]);
  React.useEffect(() => {
    setPayError(undefined);
    setPay(hourlyRate === null ? '' : String(hourlyRateInUnit(hourlyRate, unit)));
    setAvailability(profileAvailability);
  }, [jobId, unit, hourlyRate, profileAvailability]);

  /** The answers for the request, or null after showing the schema's message on the pay field. */
  const read = (): ApplyDetails | null => {
    const parsed = expectedPayFromForm(pay, unit);
    if (!parsed.ok) {
      setPayError(parsed.message);
      return null;
    }
    setPayError(undefined);
    const { expectedSalary, expectedPayUnit } = parsed;
    return { coverLetter, expectedSalary, expectedPayUnit, availability: availability || null };
  };

  return { coverLetter, setCoverLetter, pay, setPay, payError, availability, setAvailability, read };
}

/** The full job (GET /api/jobs/{id}), with every requirement and the optional answers for applying. */
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
  onApply(job: JobDto, details: ApplyDetails): void;
  onToggleSave(job: JobDto): void;
}) {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  const contentRef = React.useRef<HTMLDivElement>(null);
  const detail = useQuery({
    ...getJobQueryOptions(job?.id ?? ''),
    enabled: Boolean(job),
    placeholderData: job ?? undefined,
  });
  const shown = detail.data ?? job;
  // Filled, closed or deleted since the list was loaded: say so instead of offering to apply.
  const isGone = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 410);
  const unit = shown?.payUnit ?? DEFAULT_PAY_UNIT;
  const form = useApplyForm(job?.id, unit);
  // Availability options, plus a value the profile holds from before the list (kept, not lost).
  const availabilityChoices =
    !form.availability || (AVAILABILITY_OPTIONS as readonly string[]).includes(form.availability)
      ? AVAILABILITY_OPTIONS
      : [...AVAILABILITY_OPTIONS, form.availability];
  const submit = (target: JobDto) => {
    const details = form.read();
    if (details) onApply(target, details);
  };

  return (
    <Dialog open={job !== null} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        // Focus the dialog, not its first field: on a phone a focused text field opens the keyboard over the job.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        {shown && isGone && (
          <>
            <DialogHeader>
              <DialogTitle>{shown.title}</DialogTitle>
              <DialogDescription className="font-medium text-foreground">
                {getErrorMessage(detail.error, t('publicPage.loadFailed'))}
              </DialogDescription>
            </DialogHeader>
            <JobGoneNotice onSearch={() => onOpenChange(false)} />
          </>
        )}
        {shown && !isGone && (
          <>
            <DialogHeader>
              <DialogTitle>{shown.title}</DialogTitle>
              <DialogDescription>
                <JobSummaryLine job={shown} />
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 text-sm">
              {/* The card's rating: the job's own answer does not carry it. */}
              <EmployerRatingLink
                job={{ employerId: shown.employerId, employerRating: shown.employerRating ?? job?.employerRating }}
                className="justify-self-start"
              />
              <JobDetails job={{ ...shown, matchReasons: job?.matchReasons }} />
              {applyState === 'applied' && <FinishProfileAfterApplying />}
              {applyState === 'idle' && shown.isActive && (
                <>
                  <FormField id="expected-pay" label={t('detail.expectedPay', { unit: t(`detail.payUnit.${unit}`) })} error={form.payError}>
                    <Input
                      id="expected-pay"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={form.pay}
                      aria-invalid={Boolean(form.payError)}
                      onChange={(event) => form.setPay(event.target.value)}
                    />
                  </FormField>
                  <FormField id="apply-availability" label={t('detail.availability')}>
                    <NativeSelect
                      id="apply-availability"
                      value={form.availability}
                      onChange={(event) => form.setAvailability(event.target.value)}
                    >
                      <option value="">{t('detail.availabilityNone')}</option>
                      {availabilityChoices.map((value) => (
                        <option key={value} value={value}>
                          {optionLabel('availability', value)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  <FormField id="cover-letter" label={t('detail.coverLetter')}>
                    <Textarea
                      id="cover-letter"
                      rows={4}
                      maxLength={5000}
                      value={form.coverLetter}
                      onChange={(event) => form.setCoverLetter(event.target.value)}
                    />
                  </FormField>
                </>
              )}
            </div>
            <DialogFooter className="gap-2">
              {user?.userType === 'worker' && (shown.isActive || applyState === 'applied') && (
                <MessageEmployerButton jobId={shown.id} company={shown.companyName || t('card.companyFallback')} />
              )}
              {user?.userType === 'worker' && (
                <div className="flex flex-wrap gap-2 sm:mr-auto">
                  <ReportButton targetType="job" targetId={shown.id} label={t('report.job')} />
                  <ReportButton targetType="employer" targetId={shown.employerId} label={t('report.employer')} />
                </div>
              )}
              <Button
                variant="outline"
                disabled={saveState === 'saving'}
                aria-pressed={saveState === 'saved'}
                onClick={() => onToggleSave(shown)}
              >
                {saveState === 'saved' ? t('card.saved') : saveState === 'saving' ? t('card.saving') : t('card.save')}
              </Button>
              <CrewApplyButton job={shown} />
              <ApplyButton applyState={applyState} isOpen={shown.isActive} onApply={() => submit(shown)} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Applying asks only for trade, years, phone and location (issue 55); the confirmation asks for the rest,
 * never blocking.
 */
function FinishProfileAfterApplying() {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  const profile = useApplyProfile(user?.userType === 'worker' ? user.id : undefined);
  if (!profile.data || profile.data.completeness.isComplete) return null;
  return (
    <section
      aria-labelledby="finish-profile-after-applying"
      className="grid gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950"
    >
      <h3 id="finish-profile-after-applying" className="font-semibold">
        {t('detail.finishProfileTitle')}
      </h3>
      <p>{t('detail.finishProfileText')}</p>
      <Button variant="outline" className="min-h-11 justify-self-start" asChild>
        <Link to="/about-you?from=apply">{t('detail.finishProfileAction')}</Link>
      </Button>
    </section>
  );
}
