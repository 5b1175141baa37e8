import { Columns3, List } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@core/applications/schemas';
import { Button } from '@/components/ui/button';
import type { ApplicantFilters } from '../api/get-employer-applicants';
import { groupCrewApplicants } from '@core/crews/applicant-groups';
import { candidateName } from '../utils/format';
import { BulkActionsBar } from './bulk-actions-bar';
import { CandidateCard } from './candidate-card';
import { CrewApplicantCard } from './crew-applicant-card';
import { PipelineBoard } from './pipeline-board';

export type PipelineView = 'list' | 'board';

/** The loaded applications as a selectable list (with bulk actions), or the stage board, whose columns load their own stage. */
export function CandidatesPipeline({
  applications,
  filters,
  view,
  onViewChange,
}: {
  applications: EmployerApplication[];
  filters: ApplicantFilters;
  view: PipelineView;
  onViewChange(view: PipelineView): void;
}) {
  const { t } = useTranslation('applications');
  const [selectedIds, setSelectedIds] = React.useState<ReadonlySet<string>>(new Set());
  // Only what is still listed counts: a refetch may drop an application the employer had ticked.
  const selected = applications.filter((application) => selectedIds.has(application.id));
  const allSelected = selected.length === applications.length;

  const toggle = (id: string, isChecked: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="grid gap-3">
      {/* The view switch and Select all share one row (issue 55: the first applicant on a phone's first screen). */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('pipeline.viewLabel')} className="flex gap-2">
          {(
            [
              ['list', List],
              ['board', Columns3],
            ] as const
          ).map(([value, Icon]) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={view === value ? 'default' : 'outline'}
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
            >
              <Icon aria-hidden="true" />
              {t(`pipeline.views.${value}`)}
            </Button>
          ))}
        </div>
        {view === 'list' && (
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={allSelected}
              onChange={(event) => setSelectedIds(new Set(event.target.checked ? applications.map((application) => application.id) : []))}
            />
            {t('pipeline.selectAll')}
          </label>
        )}
      </div>

      {view === 'board' ? (
        <PipelineBoard filters={filters} />
      ) : (
        <>
          {selected.length > 0 && <BulkActionsBar selected={selected} onClear={() => setSelectedIds(new Set())} />}
          <ul className="grid gap-3">
            {/* A crew's members are one applicant (issue 51): one card, and its box ticks every member. */}
            {groupCrewApplicants(applications).map((item) => {
              const ids = item.kind === 'crew' ? item.group.memberApplicationIds : [item.application.id];
              return (
                <li key={item.kind === 'crew' ? item.group.key : item.application.id} className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-5 h-5 w-5 shrink-0"
                    aria-label={t('pipeline.select', {
                      name: item.kind === 'crew' ? item.group.crew.name : candidateName(item.application),
                    })}
                    checked={ids.every((id) => selectedIds.has(id))}
                    onChange={(event) => ids.forEach((id) => toggle(id, event.target.checked))}
                  />
                  <div className="min-w-0 flex-1">
                    {item.kind === 'crew' ? <CrewApplicantCard group={item.group} /> : <CandidateCard application={item.application} />}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
