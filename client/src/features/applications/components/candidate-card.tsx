import { CalendarCheck, CalendarClock, FileText, Handshake, Mail, User } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus, type EmployerApplication } from '@core/applications/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { HireReview } from '@/components/reviews/hire-review';
import { WorkerRatingsSummary } from '@/components/reviews/worker-ratings-summary';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatStartDay } from '@core/applications/start-date';
import { formatDate } from '@/lib/format';
import { useApplicationResume } from '../api/get-application-resume';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { candidateName } from '../utils/format';
import { ApplicantCredentials } from './applicant-credentials';
import { ApplicantContactLinks, ApplicantFacts } from './applicant-facts';
import { ApplicantMatchReasons } from './applicant-match-reasons';
import { ApplicantReview } from './applicant-review';
import { ApplicationStatusBadge } from './application-status-badge';
import { CandidateProfileDialog } from './candidate-profile-dialog';
import { ContactCandidateDialog } from './contact-candidate-dialog';
import { HireDialog } from './hire-dialog';
import { InterviewList } from './interview-list';
import { NativeSelect } from '@/components/ui/native-select';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';

type OpenDialog = 'profile' | 'interview' | 'contact' | 'hire' | null;

export function CandidateCard({ application }: { application: EmployerApplication }) {
  const { t, i18n } = useTranslation('applications');
  const [openDialog, setOpenDialog] = React.useState<OpenDialog>(null);
  const updateStatus = useUpdateApplicationStatus();
  const resume = useApplicationResume();
  const name = candidateName(application);
  const statusId = `candidate-status-${application.id}`;
  const dialogProps = (dialog: Exclude<OpenDialog, null>) => ({
    application,
    open: openDialog === dialog,
    onOpenChange: (open: boolean) => setOpenDialog(open ? dialog : null),
  });

  // A hire asks for the first day (issue 55) before the status changes.
  const changeStatus = (status: ApplicationStatus) =>
    status === 'accepted'
      ? setOpenDialog('hire')
      : updateStatus.mutate(
          { id: application.id, status },
          {
            onSuccess: () =>
              toast({
                title: t('candidates.statusUpdatedTitle'),
                description: t('candidates.statusUpdatedDescription', { name, status: t(`status.${status}`) }),
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t('candidates.statusErrorTitle'),
                description: getErrorMessage(error, t('candidates.statusErrorDescription')),
              }),
          },
        );

  const openResume = () =>
    resume.mutate(application.id, {
      onSuccess: ({ resumeUrl }) => {
        window.open(resumeUrl, '_blank', 'noopener,noreferrer');
        toast({ title: t('candidates.resumeAccessedTitle'), description: t('candidates.resumeAccessedDescription') });
      },
      onError: (error) => {
        const message = getErrorMessage(error, '');
        toast({
          variant: 'destructive',
          title: t('candidates.downloadFailedTitle'),
          description:
            message === t('candidates.resumeNotAvailable') ? t('candidates.resumeNotAvailable') : t('candidates.downloadFailedDescription'),
        });
      },
    });

  return (
    <Card data-testid="candidate-card">
      <CardHeader className="gap-2 space-y-0 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <CardTitle>{name}</CardTitle>
          <ApplicantFacts application={application} />
          <p className="text-sm text-muted-foreground">
            {t('candidates.appliedFor', { title: application.jobTitle })} ·{' '}
            {t('candidates.appliedOn', { date: formatDate(application.appliedAt) })}
          </p>
          {application.status === 'accepted' && application.startDate && (
            <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="candidate-start-date">
              <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
              {t('hire.startsOn', { date: formatStartDay(application.startDate, i18n.language === 'es' ? 'es' : 'en') })}
            </p>
          )}
          <WorkerRatingsSummary summary={application.workerRatings} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {application.jobRemoved && <Badge variant="outline">{t('candidates.jobRemoved')}</Badge>}
          <ApplicationStatusBadge status={application.status} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ApplicantMatchReasons application={application} />
        {/* Every action, the WhatsApp and Text links too, is a finger's 44 px (issue 55). */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>*]:h-auto [&>*]:min-h-11 [&>*]:whitespace-normal">
          <Button variant="outline" size="sm" onClick={() => setOpenDialog('profile')}>
            <User aria-hidden="true" />
            {t('candidates.viewProfile')}
          </Button>
          <Button variant="outline" size="sm" disabled={resume.isPending} onClick={openResume}>
            <FileText aria-hidden="true" />
            {t('candidates.resume')}
          </Button>
          <Button size="sm" onClick={() => setOpenDialog('interview')}>
            <CalendarClock aria-hidden="true" />
            {t('candidates.scheduleInterview')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpenDialog('contact')}>
            <Mail aria-hidden="true" />
            {t('candidates.contact')}
          </Button>
          {application.status !== 'accepted' ? (
            <Button size="sm" onClick={() => setOpenDialog('hire')} aria-label={t('hire.buttonLabel', { name })}>
              <Handshake aria-hidden="true" />
              {t('hire.button')}
            </Button>
          ) : (
            // A hired worker's first day can move (issue 55): he is told the new day the way he was told of the hire.
            <Button variant="outline" size="sm" onClick={() => setOpenDialog('hire')} aria-label={t('hire.changeButtonLabel', { name })}>
              <CalendarCheck aria-hidden="true" />
              {t('hire.changeButton')}
            </Button>
          )}
          <ApplicantContactLinks application={application} />
        </div>
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('candidates.statusLabel')}
          </label>
          <NativeSelect
            id={statusId}
            value={application.status}
            disabled={updateStatus.isPending}
            onChange={(event) => changeStatus(event.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {application.interviews.length > 0 && (
          <section aria-label={t('candidates.interviews')} className="grid gap-2">
            <h4 className="text-sm font-medium">{t('candidates.interviews')}</h4>
            <InterviewList interviews={application.interviews} />
          </section>
        )}
        <ApplicantCredentials application={application} />
        <ApplicantReview application={application} />
        {application.status === 'accepted' && (
          <HireReview applicationId={application.id} side="employer" subjectName={name} jobTitle={application.jobTitle} />
        )}
      </CardContent>
      <CandidateProfileDialog {...dialogProps('profile')} />
      <ScheduleInterviewDialog {...dialogProps('interview')} />
      <ContactCandidateDialog {...dialogProps('contact')} />
      <HireDialog {...dialogProps('hire')} />
    </Card>
  );
}
