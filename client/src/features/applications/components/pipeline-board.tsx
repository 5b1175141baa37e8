import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus, type EmployerApplication } from '@core/applications/schemas';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useEmployerApplicants, type ApplicantFilters } from '../api/get-employer-applicants';
import { useBulkUpdateApplicationStatus } from '../api/bulk-update-application-status';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { groupCrewApplicants } from '@core/crews/applicant-groups';
import { candidateName } from '../utils/format';
import { ApplicantCoverageSummary } from './applicant-credentials';
import { CrewPipelineCard } from './crew-applicant-card';

const DRAG_TYPE = 'application/x-crewbridge-application';

/** A crew's card carries every member's application id: the crew moves as one (issue 51). */
type DraggedCard = { id: string; status: ApplicationStatus; memberIds?: string[] };

/**
 * The applicants as stage columns, each loading its own stage through the paged list (same job and
 * search filters) with its count and Load more: drag a card to another column, or use its "Move to"
 * control from the keyboard. A move shows at once in both columns and is undone if refused.
 */
export function PipelineBoard({ filters }: { filters: ApplicantFilters }) {
  const { t } = useTranslation('applications');
  const updateStatus = useUpdateApplicationStatus();
  const [dropTarget, setDropTarget] = React.useState<ApplicationStatus | null>(null);

  const bulkUpdate = useBulkUpdateApplicationStatus();
  const move = ({ id, status: from, memberIds, name }: DraggedCard & { name?: string }, status: ApplicationStatus) => {
    if (from === status) return;
    const onError = (error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('candidates.statusErrorTitle'),
        description: getErrorMessage(error, t('candidates.statusErrorDescription')),
      });
    const updated = (who: string) =>
      toast({
        title: t('candidates.statusUpdatedTitle'),
        description: t('candidates.statusUpdatedDescription', { name: who, status: t(`status.${status}`) }),
      });
    if (memberIds) {
      bulkUpdate.mutate({ applicationIds: memberIds, status }, { onSuccess: () => updated(name ?? ''), onError });
      return;
    }
    updateStatus.mutate({ id, status }, { onSuccess: (application) => updated(candidateName(application)), onError });
  };

  const drop = (event: React.DragEvent, status: ApplicationStatus) => {
    event.preventDefault();
    setDropTarget(null);
    const dragged = parseDraggedCard(event.dataTransfer.getData(DRAG_TYPE));
    if (dragged) move(dragged, status);
  };

  return (
    <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-5">
      {APPLICATION_STATUSES.map((status) => (
        <section
          key={status}
          aria-labelledby={`pipeline-column-${status}`}
          data-testid={`pipeline-column-${status}`}
          className={cn('grid content-start gap-2 rounded-lg border bg-slate-50 p-2', dropTarget === status && 'ring-2 ring-primary')}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
            event.preventDefault();
            setDropTarget(status);
          }}
          onDragLeave={() => setDropTarget((current) => (current === status ? null : current))}
          onDrop={(event) => drop(event, status)}
        >
          <PipelineColumn status={status} filters={filters} onMove={move} />
        </section>
      ))}
    </div>
  );
}

function parseDraggedCard(data: string): DraggedCard | null {
  try {
    const card = JSON.parse(data) as Partial<DraggedCard> & { name?: string };
    const isCrew = Array.isArray(card.memberIds) && card.memberIds.every((id) => typeof id === 'string');
    if (card.memberIds !== undefined && !isCrew) return null;
    return typeof card.id === 'string' && APPLICATION_STATUSES.includes(card.status as ApplicationStatus) ? (card as DraggedCard) : null;
  } catch {
    return null;
  }
}

function PipelineColumn({
  status,
  filters,
  onMove,
}: {
  status: ApplicationStatus;
  filters: ApplicantFilters;
  onMove(card: DraggedCard & { name?: string }, status: ApplicationStatus): void;
}) {
  const { t } = useTranslation('applications');
  const column = useEmployerApplicants({ ...filters, status });
  const applications = column.data?.pages.flatMap((page) => page.applications) ?? [];
  const count = column.data?.pages[0]?.counts[status] ?? applications.length;
  return (
    <>
      <h3 id={`pipeline-column-${status}`} className="px-1 text-sm font-semibold">
        {t('pipeline.column', { status: t(`status.${status}`), count })}
      </h3>
      {column.isPending ? (
        <div className="h-24 animate-pulse rounded-md bg-slate-200" aria-busy="true" />
      ) : column.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 px-1 py-4 text-center text-xs">
          <p>{t('pipeline.columnError')}</p>
          <Button variant="outline" size="sm" onClick={() => void column.refetch()}>
            {t('pipeline.retry')}
          </Button>
        </div>
      ) : applications.length === 0 ? (
        <p className="px-1 py-4 text-center text-xs text-muted-foreground">{t('pipeline.emptyColumn')}</p>
      ) : (
        <ul className="grid gap-2">
          {groupCrewApplicants(applications).map((item) => {
            if (item.kind === 'single') {
              const { application } = item;
              return <PipelineCard key={application.id} application={application} onMove={(next) => onMove(application, next)} />;
            }
            const { group } = item;
            const card = { id: group.lead.id, status: group.lead.status, memberIds: group.memberApplicationIds, name: group.crew.name };
            return (
              <CrewPipelineCard
                key={group.key}
                group={group}
                dragData={{ type: DRAG_TYPE, data: JSON.stringify(card) }}
                moveLabel={t('pipeline.moveLabel', { name: group.crew.name })}
                onMove={(next) => onMove(card, next)}
              />
            );
          })}
        </ul>
      )}
      {column.hasNextPage && (
        <Button variant="outline" size="sm" disabled={column.isFetchingNextPage} onClick={() => void column.fetchNextPage()}>
          {column.isFetchingNextPage ? t('filters.loadingMore') : t('filters.loadMore')}
        </Button>
      )}
    </>
  );
}

function PipelineCard({ application, onMove }: { application: EmployerApplication; onMove(status: ApplicationStatus): void }) {
  const { t } = useTranslation('applications');
  const name = candidateName(application);
  const moveId = `pipeline-move-${application.id}`;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: application.id, status: application.status } satisfies DraggedCard));
        event.dataTransfer.effectAllowed = 'move';
      }}
      className="grid cursor-grab gap-2 rounded-md border bg-white p-3 shadow-sm active:cursor-grabbing"
    >
      <div>
        <p className="font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">{application.jobTitle}</p>
        <p className="text-xs text-muted-foreground">{t('candidates.appliedOn', { date: formatDate(application.appliedAt) })}</p>
        <ApplicantCoverageSummary application={application} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={moveId} className="sr-only">
          {t('pipeline.moveLabel', { name })}
        </label>
        <NativeSelect id={moveId} value="" onChange={(event) => onMove(event.target.value as ApplicationStatus)} className="h-9">
          <option value="" disabled>
            {t('pipeline.moveTo')}
          </option>
          {APPLICATION_STATUSES.filter((status) => status !== application.status).map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}
