import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasonLabel, type ReportGroup } from '@core/reports/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useReportGroups } from '../api/get-reports';
import { ResolveReportsDialog } from './resolve-reports-dialog';

/** Reports grouped per target, open ones first; each open group is resolved at once. */
export function ReportsTab({ onOpenReviews }: { onOpenReviews(): void }) {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useReportGroups();
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  if (data.groups.length === 0) return <p className="text-muted-foreground">{t('reports.empty')}</p>;
  return (
    <ul className="grid gap-3">
      {data.groups.map((group) => (
        <ReportGroupCard key={`${group.targetType}-${group.targetId}`} group={group} onOpenReviews={onOpenReviews} />
      ))}
    </ul>
  );
}

function ReportGroupCard({ group, onOpenReviews }: { group: ReportGroup; onOpenReviews(): void }) {
  const { t } = useTranslation('admin');
  const [isResolving, setIsResolving] = React.useState(false);
  const language = currentLanguage();
  const { target } = group;
  return (
    <li className="grid gap-2 rounded-md border bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={group.status === 'open' ? 'danger' : 'secondary'}>{t(`reports.status.${group.status}`)}</Badge>
        <Badge variant="outline">{t(`reports.targetTypes.${group.targetType}`)}</Badge>
        <span className="text-muted-foreground">{t('reports.count', { count: group.count })}</span>
      </div>
      <p className="break-words font-medium [overflow-wrap:anywhere]">{target.exists ? target.title : t('reports.targetGone')}</p>
      {target.detail && <p className="break-words text-muted-foreground">{target.detail}</p>}
      {target.accountEmail && (
        <p className="break-all text-muted-foreground">
          {t('reports.account', { email: target.accountEmail })}
          {target.accountFrozen && (
            <Badge className="ml-2" variant="danger">
              {t('accounts.frozen')}
            </Badge>
          )}
        </p>
      )}
      <p>{group.reasons.map((reason) => reportReasonLabel(reason, language)).join(' · ')}</p>
      {group.latestDetails && (
        <blockquote className="whitespace-pre-wrap break-words border-l-2 pl-2 text-muted-foreground [overflow-wrap:anywhere]">
          {group.latestDetails}
        </blockquote>
      )}
      <p className="text-xs text-muted-foreground">
        {t('reports.latest', { when: formatDateTime(group.latestAt) })}
        {group.resolution && ` · ${t(`reports.actions.${group.resolution}`)}`}
      </p>
      {group.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => setIsResolving(true)}>
            {t('reports.resolve')}
          </Button>
          {group.targetType === 'review' && target.exists && (
            <Button type="button" size="sm" variant="outline" onClick={onOpenReviews}>
              {t('reports.openReviews')}
            </Button>
          )}
          <ResolveReportsDialog group={group} open={isResolving} onOpenChange={setIsResolving} />
        </div>
      )}
    </li>
  );
}
