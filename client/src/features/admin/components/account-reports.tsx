import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDetail } from '@core/admin/account-schemas';
import { reportReasonLabel, type Report } from '@core/reports/schemas';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { AccountSection } from './account-section';
import { ResolveReportsDialog } from './resolve-reports-dialog';

export function ReportLine({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  return (
    <li className="break-words">
      {t(`reports.targetTypes.${report.targetType}`)} · {reportReasonLabel(report.reason, currentLanguage())} ·{' '}
      {formatDate(report.createdAt)} · {t(`reports.status.${report.status}`)}
    </li>
  );
}

/** The reports about one thing (this account, one of its jobs or messages), newest first as the API sends them. */
function groupByTarget(reports: Report[]) {
  const groups = new Map<string, Report[]>();
  for (const report of reports) {
    const key = `${report.targetType}:${report.targetId}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  return [...groups.values()];
}

/**
 * Reports against the account, per reported thing; one with open reports is resolved from here with
 * the reports tab's dialog (every report listed here is the account's to answer).
 */
export function AccountReportsAgainst({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('admin');
  const { account, jobs, reportsAgainst } = detail;
  const targetName = (report: Report) => {
    if (report.targetType === 'job') {
      const job = jobs.find((candidate) => candidate.id === report.targetId);
      return job ? t('accounts.reportTargets.job', { title: job.title }) : t('accounts.reportTargets.jobGone');
    }
    if (report.targetType === 'crew') return t('accounts.reportTargets.crew');
    if (report.targetType === 'review') return t('accounts.reportTargets.review');
    return report.targetType === 'message' ? t('accounts.reportTargets.message') : t('accounts.reportTargets.account');
  };
  return (
    <AccountSection title={t('accounts.reportsAgainst')} empty={reportsAgainst.length === 0}>
      {groupByTarget(reportsAgainst).map((reports) => (
        <ReportTarget
          key={`${reports[0]!.targetType}:${reports[0]!.targetId}`}
          reports={reports}
          name={targetName(reports[0]!)}
          target={{ accountId: account.id, accountFrozen: account.frozenAt !== null }}
        />
      ))}
    </AccountSection>
  );
}

function ReportTarget({
  reports,
  name,
  target,
}: {
  reports: Report[];
  name: string;
  target: { accountId: string; accountFrozen: boolean };
}) {
  const { t } = useTranslation('admin');
  const [isResolving, setIsResolving] = React.useState(false);
  const openCount = reports.filter((report) => report.status === 'open').length;
  const { targetType, targetId } = reports[0]!;
  return (
    <li className="grid gap-1 border-t pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{name}</span>
        {openCount > 0 && (
          <Button size="sm" aria-label={t('accounts.resolveFor', { target: name })} onClick={() => setIsResolving(true)}>
            {t('reports.resolve')}
          </Button>
        )}
      </div>
      <ul className="grid gap-1">
        {reports.map((report) => (
          <ReportLine key={report.id} report={report} />
        ))}
      </ul>
      {openCount > 0 && (
        <ResolveReportsDialog group={{ targetType, targetId, openCount, target }} open={isResolving} onOpenChange={setIsResolving} />
      )}
    </li>
  );
}
