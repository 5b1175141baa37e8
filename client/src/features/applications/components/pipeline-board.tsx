import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus, type EmployerApplication } from '@core/applications/schemas';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { candidateName } from '../utils/format';
import { ApplicantCoverageSummary } from './applicant-credentials';

const DRAG_TYPE = 'application/x-crewbridge-application';

/** The applications as stage columns: drag a card to another column, or use its "Move to" control from the keyboard. */
export function PipelineBoard({ applications }: { applications: EmployerApplication[] }) {
  const { t } = useTranslation('applications');
  const updateStatus = useUpdateApplicationStatus();
  const [dropTarget, setDropTarget] = React.useState<ApplicationStatus | null>(null);

  const move = (application: EmployerApplication, status: ApplicationStatus) => {
    if (application.status === status) return;
    updateStatus.mutate(
      { id: application.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('candidates.statusUpdatedTitle'),
            description: t('candidates.statusUpdatedDescription', { name: candidateName(application), status: t(`status.${status}`) }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('candidates.statusErrorTitle'),
            description: getErrorMessage(error, t('candidates.statusErrorDescription')),
          }),
      },
    );
  };

  const drop = (event: React.DragEvent, status: ApplicationStatus) => {
    event.preventDefault();
    setDropTarget(null);
    const application = applications.find((candidate) => candidate.id === event.dataTransfer.getData(DRAG_TYPE));
    if (application) move(application, status);
  };

  return (
    <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-5">
      {APPLICATION_STATUSES.map((status) => {
        const column = applications.filter((application) => application.status === status);
        const headingId = `pipeline-column-${status}`;
        return (
          <section
            key={status}
            aria-labelledby={headingId}
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
            <h3 id={headingId} className="px-1 text-sm font-semibold">
              {t('pipeline.column', { status: t(`status.${status}`), count: column.length })}
            </h3>
            {column.length === 0 ? (
              <p className="px-1 py-4 text-center text-xs text-muted-foreground">{t('pipeline.emptyColumn')}</p>
            ) : (
              <ul className="grid gap-2">
                {column.map((application) => (
                  <PipelineCard key={application.id} application={application} onMove={(next) => move(application, next)} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
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
        event.dataTransfer.setData(DRAG_TYPE, application.id);
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
