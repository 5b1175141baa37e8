import { BadgeCheck, CalendarCheck, CircleX, Mail, Phone, UserCheck, Users } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@core/applications/schemas';
import { formatStartDay } from '@core/applications/start-date';
import { countTrades } from '@core/crews/rollup';
import { HireReview } from '@/components/reviews/hire-review';
import { WorkerRatingsSummary } from '@/components/reviews/worker-ratings-summary';
import { Badge } from '@/components/ui/badge';
import { MessageCrewButton } from '@/components/message-crew-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { useBulkUpdateApplicationStatus } from '../api/bulk-update-application-status';
import type { CrewGroup } from '@core/crews/applicant-groups';
import { CrewMemberFacts } from './applicant-facts';
import { CrewHireDialog } from './crew-hire-dialog';
import { ApplicationStatusBadge } from './application-status-badge';
import { ContactCandidateDialog } from './contact-candidate-dialog';

const memberName = (member: { firstName: string | null; lastName: string | null }) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ');

/**
 * A crew's stage change (issue 51): every member's application moves as one, and a refusal (a hire with fewer
 * open positions than members) is shown as the server sent it, in the card and as a toast.
 */
export function useCrewStageChange(group: CrewGroup) {
  const { t } = useTranslation('crews-employer');
  const { t: tApplications } = useTranslation('applications');
  const bulk = useBulkUpdateApplicationStatus();
  const [error, setError] = React.useState<string | null>(null);
  const change = (status: ApplicationStatus, onDone?: () => void) => {
    setError(null);
    bulk.mutate(
      { applicationIds: group.memberApplicationIds, status },
      {
        onSuccess: () => {
          toast({
            title: status === 'accepted' ? t('applicant.hiredTitle') : tApplications('candidates.statusUpdatedTitle'),
            description: t('applicant.movedDescription', { name: group.crew.name, status: tApplications(`status.${status}`) }),
          });
          onDone?.();
        },
        onError: (failure) => {
          const message = getErrorMessage(failure, tApplications('candidates.statusErrorDescription'));
          setError(message);
          toast({ variant: 'destructive', title: tApplications('candidates.statusErrorTitle'), description: message });
          onDone?.();
        },
      },
    );
  };
  return { change, error, setError, isPending: bulk.isPending };
}

/** The crew as one applicant in the candidates list: members and trades, credential coverage, the foreman's contact, one stage, one hire. */
export function CrewApplicantCard({ group }: { group: CrewGroup }) {
  const { t } = useTranslation('crews-employer');
  const { t: tApplications, i18n } = useTranslation('applications');
  const { crew, lead, foreman } = group;
  const { change, error, setError, isPending } = useCrewStageChange(group);
  const [dialog, setDialog] = React.useState<'hire' | 'contact' | null>(null);
  const stageId = `crew-stage-${group.key}`;
  const hasRequirements = lead.requiredCredentials.length > 0;
  const isHired = crew.members.every((member) => member.status === 'accepted');
  const foremanMember = crew.members.find((member) => member.userId === crew.foremanId);
  // Each hired member is reviewed on his own application (issue 52), as a worker hired alone is.
  const hiredMembers = crew.members.filter((member) => member.status === 'accepted');

  return (
    <Card data-testid="crew-applicant-card" aria-labelledby={`${stageId}-title`}>
      <CardHeader className="gap-2 space-y-0 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <CardTitle id={`${stageId}-title`} className="flex flex-wrap items-center gap-2 break-words">
            <Users className="size-5 shrink-0" aria-hidden="true" />
            {crew.name}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{tApplications('candidates.appliedFor', { title: lead.jobTitle })}</p>
          <p className="text-sm text-muted-foreground">{tApplications('candidates.appliedOn', { date: formatDate(lead.appliedAt) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t('applicant.crewOf', { count: crew.members.length })}</Badge>
          <ApplicationStatusBadge status={lead.status} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={stageId} className="text-sm font-medium">
            {t('applicant.stageLabel')}
          </label>
          <NativeSelect
            id={stageId}
            value={lead.status}
            disabled={isPending}
            // A hire asks for the crew's first day, as a worker's does.
            onChange={(event) => {
              const status = event.target.value as ApplicationStatus;
              if (status === 'accepted') setDialog('hire');
              else change(status);
            }}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tApplications(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>

        <section aria-label={t('applicant.tradesTitle')} className="grid gap-1.5">
          <h4 className="text-sm font-medium">{t('applicant.tradesTitle')}</h4>
          <ul className="flex flex-wrap gap-1.5">
            {countTrades(crew.members.map((member) => member.primaryTrade)).map(({ trade, count }) => (
              <li key={trade}>
                <Badge variant="outline">{t('card.tradeCount', { count, trade: optionLabel('trade', trade) })}</Badge>
              </li>
            ))}
          </ul>
        </section>

        {hasRequirements && (
          <p
            data-testid="crew-requirements"
            className={crew.requirements.membersMeeting === crew.requirements.members ? 'text-sm text-green-800' : 'text-sm text-amber-900'}
          >
            {t('applicant.requirements', { meeting: crew.requirements.membersMeeting, count: crew.requirements.members })}
          </p>
        )}

        <section aria-label={t('applicant.membersTitle')} className="grid gap-1.5">
          <h4 className="text-sm font-medium">{t('applicant.membersTitle')}</h4>
          <ul className="grid gap-1.5 text-sm">
            {crew.members.map((member) => (
              <li key={member.userId} className="grid gap-0.5" data-testid="crew-member">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium">{memberName(member) || t('card.unnamed')}</span>
                  {member.userId === crew.foremanId && <Badge variant="info">{t('card.foreman')}</Badge>}
                  {member.status !== lead.status && <ApplicationStatusBadge status={member.status as ApplicationStatus} />}
                  {hasRequirements &&
                    (member.meetsRequirements ? (
                      <BadgeCheck className="size-4 text-green-700" role="img" aria-label={t('applicant.meets')} />
                    ) : (
                      <CircleX className="size-4 text-red-700" role="img" aria-label={t('applicant.doesNotMeet')} />
                    ))}
                </div>
                {/* Trade, years, miles, credentials held and language (issue 55), as a worker applying alone shows them. */}
                <CrewMemberFacts
                  member={member}
                  credentialsRequired={lead.requiredCredentials.length}
                  name={memberName(member) || t('card.unnamed')}
                />
                {/* What employers who hired him said (issue 52), as a worker applying alone shows on his card. */}
                <WorkerRatingsSummary summary={member.workerRatings} compact />
              </li>
            ))}
          </ul>
        </section>

        {hiredMembers.length > 0 && (
          <section aria-labelledby={`${stageId}-reviews`} className="grid gap-2 text-sm" data-testid="crew-member-reviews">
            <h4 id={`${stageId}-reviews`} className="font-medium">
              {t('applicant.reviewsTitle')}
            </h4>
            <ul className="grid gap-3">
              {hiredMembers.map((member) => (
                <li key={member.applicationId} className="grid gap-1.5 rounded-md border p-3">
                  <p className="font-medium">{memberName(member) || t('card.unnamed')}</p>
                  <HireReview
                    applicationId={member.applicationId}
                    side="employer"
                    subjectName={memberName(member) || t('card.unnamed')}
                    jobTitle={lead.jobTitle}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-label={t('applicant.foremanTitle')} className="grid gap-1 text-sm">
          <h4 className="font-medium">{t('applicant.foremanTitle')}</h4>
          {foreman ? (
            <>
              <p>{memberName(foreman.workerProfile) || foreman.worker.email}</p>
              {foreman.workerProfile.phone && (
                <a
                  className="inline-flex min-h-11 items-center gap-2 text-primary underline-offset-4 hover:underline"
                  href={`tel:${foreman.workerProfile.phone}`}
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {foreman.workerProfile.phone}
                </a>
              )}
              <a
                className="inline-flex min-h-11 items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
                href={`mailto:${foreman.worker.email}`}
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {foreman.worker.email}
              </a>
            </>
          ) : (
            <p className="text-muted-foreground">{foremanMember ? memberName(foremanMember) : t('applicant.foremanNotLoaded')}</p>
          )}
        </section>

        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        )}

        {isHired && lead.startDate && (
          <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="crew-start-date">
            <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
            {tApplications('hire.startsOn', { date: formatStartDay(lead.startDate, i18n.language === 'es' ? 'es' : 'en') })}
          </p>
        )}

        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          <Button disabled={isPending || isHired} onClick={() => setDialog('hire')}>
            <UserCheck aria-hidden="true" />
            {isHired ? t('applicant.hired') : t('applicant.hire', { count: crew.members.length })}
          </Button>
          {isHired && (
            // The crew's first day can move (issue 55): each member is told the new day.
            <Button
              variant="outline"
              onClick={() => setDialog('hire')}
              aria-label={tApplications('hire.changeButtonLabel', { name: crew.name })}
            >
              <CalendarCheck aria-hidden="true" />
              {tApplications('hire.changeButton')}
            </Button>
          )}
          {foreman && (
            <Button variant="outline" onClick={() => setDialog('contact')}>
              <Mail aria-hidden="true" />
              {t('applicant.contactForeman')}
            </Button>
          )}
          <MessageCrewButton applicationId={group.lead.id} crewName={crew.name} />
        </div>
      </CardContent>
      <CrewHireDialog
        group={group}
        open={dialog === 'hire'}
        onOpenChange={(open) => setDialog(open ? 'hire' : null)}
        onRefused={setError}
      />
      {foreman && (
        <ContactCandidateDialog
          application={foreman}
          open={dialog === 'contact'}
          onOpenChange={(open) => setDialog(open ? 'contact' : null)}
        />
      )}
    </Card>
  );
}

/** The crew on the stage board: one card that moves every member, by its Move to control or by dragging. */
export function CrewPipelineCard({
  group,
  dragData,
  moveLabel,
  onMove,
}: {
  group: CrewGroup;
  dragData: { type: string; data: string };
  moveLabel: string;
  onMove(status: ApplicationStatus): void;
}) {
  const { t } = useTranslation('crews-employer');
  const { t: tApplications } = useTranslation('applications');
  const { crew, lead } = group;
  const moveId = `pipeline-move-crew-${group.key}`;
  return (
    <li
      draggable
      data-testid="crew-pipeline-card"
      onDragStart={(event) => {
        event.dataTransfer.setData(dragData.type, dragData.data);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className="grid cursor-grab gap-2 rounded-md border border-primary/40 bg-white p-3 shadow-sm active:cursor-grabbing"
    >
      <div>
        <p className="flex items-center gap-1.5 font-medium">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          {crew.name}
        </p>
        <p className="text-xs text-muted-foreground">{t('applicant.crewOf', { count: crew.members.length })}</p>
        <p className="text-xs text-muted-foreground">{lead.jobTitle}</p>
        {lead.requiredCredentials.length > 0 && (
          <p className="text-xs">
            {t('applicant.requirements', { meeting: crew.requirements.membersMeeting, count: crew.requirements.members })}
          </p>
        )}
      </div>
      <label htmlFor={moveId} className="sr-only">
        {moveLabel}
      </label>
      <NativeSelect id={moveId} value="" onChange={(event) => onMove(event.target.value as ApplicationStatus)} className="h-11">
        <option value="" disabled>
          {tApplications('pipeline.moveTo')}
        </option>
        {APPLICATION_STATUSES.filter((status) => status !== lead.status).map((status) => (
          <option key={status} value={status}>
            {tApplications(`status.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </li>
  );
}
