import { Building2, Calendar, CalendarCheck, MapPin, MessageSquare, Pencil, Trash2, Users } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatExpectedPay } from '@core/applications/expected-pay';
import type { WorkerApplication } from '@core/applications/schemas';
import { formatStartDay } from '@core/applications/start-date';
import { MessageCrewButton } from '@/components/message-crew-button';
import { HireReview } from '@/components/reviews/hire-review';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { useMessageEmployer } from '../api/message-employer';
import { ApplicationStatusBadge } from './application-status-badge';
import { DeleteApplicationDialog } from './delete-application-dialog';
import { EditApplicationDialog } from './edit-application-dialog';
import { InterviewList } from './interview-list';

/** 000 section 2: the shared application card, with edit and delete for its worker. */
export function ApplicationCard({ application, userId }: { application: WorkerApplication; userId: string }) {
  const { t, i18n } = useTranslation('applications');
  const [isEditing, setIsEditing] = React.useState(false);
  const [isDeleting, setIsDeleting] = React.useState(false);
  const [, setSearchParams] = useSearchParams();
  const messageEmployer = useMessageEmployer();
  const title = application.job.title;

  const onMessageEmployer = () =>
    messageEmployer.mutate(application.employerId, {
      onSuccess: ({ conversationId }) => setSearchParams({ tab: 'messages', conversation: conversationId }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('worker.messageFailed'),
          description: getErrorMessage(error, t('worker.messageFailedFallback')),
        }),
    });

  return (
    <Card data-testid="application-card">
      <CardHeader className="gap-2 space-y-0 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <CardTitle>{title}</CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Building2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            {application.job.company ?? t('worker.companyFallback')}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {application.job.location ?? t('worker.locationFallback')}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Calendar className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('worker.appliedOn', { date: formatDate(application.appliedAt) })}
          </p>
          {application.status === 'accepted' && application.startDate && (
            <p className="flex items-center gap-1.5 text-sm font-semibold" data-testid="application-start-date">
              <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t('hire.startsOn', { date: formatStartDay(application.startDate, i18n.language === 'es' ? 'es' : 'en') })}
            </p>
          )}
          {application.crew && (
            <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="application-crew">
              <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t('worker.withCrew', { crew: application.crew.name })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {application.jobRemoved && <Badge variant="outline">{t('worker.jobRemoved')}</Badge>}
          <ApplicationStatusBadge status={application.status} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="font-medium">{t('worker.coverLetter')}</dt>
            <dd className="whitespace-pre-line text-muted-foreground">{application.coverLetter ?? t('worker.notProvided')}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('worker.expectedSalary')}</dt>
            <dd className="text-muted-foreground">
              {application.expectedSalary === null
                ? t('worker.notProvided')
                : formatExpectedPay(application.expectedSalary, application.expectedPayUnit, i18n.language)}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('worker.availability')}</dt>
            <dd className="text-muted-foreground">
              {application.availability ? optionLabel('availability', application.availability) : t('worker.notProvided')}
            </dd>
          </div>
        </dl>
        {application.interviews.length > 0 && (
          <section aria-label={t('worker.interviews')} className="grid gap-2">
            <h4 className="font-medium">{t('worker.interviews')}</h4>
            <InterviewList interviews={application.interviews} />
          </section>
        )}
        {application.status === 'accepted' && (
          <HireReview
            applicationId={application.id}
            side="worker"
            subjectName={application.job.company ?? t('worker.companyFallback')}
            jobTitle={title}
            workerId={userId}
          />
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          {application.crew && <MessageCrewButton applicationId={application.id} crewName={application.crew.name} size="sm" />}
          <Button
            variant="outline"
            size="sm"
            aria-label={t('worker.messageLabel', { company: application.job.company ?? t('worker.companyFallback') })}
            disabled={messageEmployer.isPending}
            onClick={onMessageEmployer}
          >
            <MessageSquare aria-hidden="true" />
            {t('worker.message')}
          </Button>
          <Button variant="outline" size="sm" aria-label={t('worker.editLabel', { title })} onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('worker.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={t('worker.deleteLabel', { title })}
            onClick={() => setIsDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('worker.delete')}
          </Button>
        </div>
      </CardContent>
      <EditApplicationDialog application={application} userId={userId} open={isEditing} onOpenChange={setIsEditing} />
      <DeleteApplicationDialog application={application} userId={userId} open={isDeleting} onOpenChange={setIsDeleting} />
    </Card>
  );
}
