import { useTranslation } from 'react-i18next';
import { RECENT_APPLICATIONS_COUNT } from '@core/applications/employer-lists';
import { formatDate } from '@/lib/format';
import { useEmployerApplications } from '../api/get-employer-applications';
import { candidateName } from '../utils/format';
import { ApplicationStatusBadge } from './application-status-badge';

/** The overview's first three applications, each with its status or Pending (002 section 2). */
export function RecentApplications() {
  const { t } = useTranslation('applications');
  const applications = useEmployerApplications();

  if (applications.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-12 animate-pulse rounded-md bg-slate-200" />
        ))}
      </div>
    );
  }
  if (applications.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('recent.loadError')}
      </p>
    );
  const recent = applications.data.slice(0, RECENT_APPLICATIONS_COUNT);
  if (recent.length === 0) return <p className="text-sm text-muted-foreground">{t('recent.empty')}</p>;

  return (
    <ul className="flex min-w-0 flex-col gap-2" aria-label={t('recent.title')}>
      {recent.map((application) => (
        <li key={application.id} className="flex min-w-0 items-center justify-between gap-3 rounded-md border bg-white p-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{candidateName(application)}</p>
            <p className="truncate text-sm text-muted-foreground">
              {application.jobTitle} · {formatDate(application.appliedAt)}
            </p>
          </div>
          <ApplicationStatusBadge status={application.status} className="shrink-0" />
        </li>
      ))}
    </ul>
  );
}
