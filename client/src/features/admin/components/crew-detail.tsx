import { ArrowLeft } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCrewDetail } from '@core/admin/crew-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { useConsoleCrew } from '../api/get-crews';
import { ReportLine } from './account-reports';
import { AccountSection } from './account-section';
import { ResolveReportsDialog } from './resolve-reports-dialog';

/** One crew as an operator sees it: members with links to their accounts, trades, the jobs it applied to, reports against it. */
export function CrewDetailView({ id, onBack, onOpenAccount }: { id: string; onBack(): void; onOpenAccount(accountId: string): void }) {
  const { t } = useTranslation('admin');
  const detail = useConsoleCrew(id);
  const back = (
    <Button variant="ghost" className="justify-self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {t('crews.back')}
    </Button>
  );
  if (detail.isPending || detail.isError)
    return (
      <div className="grid gap-3">
        {back}
        {detail.isPending ? (
          <p className="text-muted-foreground">{t('loading')}</p>
        ) : (
          <p role="alert">{getErrorMessage(detail.error, t('loadError'))}</p>
        )}
      </div>
    );
  const crew = detail.data;
  return (
    <div className="grid gap-3">
      {back}
      <section className="grid gap-2 rounded-md border bg-white p-3 text-sm">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <span className="[overflow-wrap:anywhere]">{crew.name}</span>
          <Badge variant="outline">{crew.isLookingForWork ? t('crews.looking') : t('crews.notLooking')}</Badge>
        </h2>
        <p className="text-muted-foreground">
          {[
            t('crews.size', { count: crew.members.length }),
            t('crews.created', { date: formatDate(crew.createdAt) }),
            t('crews.homeBase', { place: crew.homeBase, miles: crew.travelRadiusMiles }),
          ].join(' · ')}
        </p>
        <p className="[overflow-wrap:anywhere]">
          {t('crews.trades', { trades: crew.trades.map((trade) => optionLabel('trade', trade)).join(', ') || t('accounts.none') })}
        </p>
      </section>
      <AccountSection title={t('crews.members')} empty={crew.members.length === 0}>
        {crew.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 border-t pt-2 first:border-t-0 first:pt-0">
            <span className="grid min-w-0 gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                <span className="[overflow-wrap:anywhere]">{member.name ?? member.email}</span>
                {member.role === 'foreman' && <Badge variant="secondary">{t('crews.foremanRole')}</Badge>}
                {member.frozen && <Badge variant="danger">{t('accounts.frozen')}</Badge>}
              </span>
              <span className="break-all text-muted-foreground">
                {[
                  member.email,
                  member.primaryTrade && optionLabel('trade', member.primaryTrade),
                  t('crews.joined', { date: formatDate(member.joinedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline"
              className="min-h-11"
              aria-label={t('crews.openAccountOf', { name: member.name ?? member.email })}
              onClick={() => onOpenAccount(member.id)}
            >
              {t('crews.openAccount')}
            </Button>
          </li>
        ))}
      </AccountSection>
      <AccountSection title={t('crews.applications')} empty={crew.applications.length === 0}>
        {crew.applications.map((application) => (
          <li key={application.id} className="break-words">
            {[
              application.jobTitle ?? t('accounts.reportTargets.jobGone'),
              application.companyName,
              formatDate(application.createdAt),
              application.statuses
                .map(({ status, count }) => t('crews.statusCount', { count, status: t(`crews.status.${status}`) }))
                .join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </AccountSection>
      <CrewReports crew={crew} />
    </div>
  );
}

function CrewReports({ crew }: { crew: AdminCrewDetail }) {
  const { t } = useTranslation('admin');
  const [isResolving, setIsResolving] = React.useState(false);
  const openCount = crew.reports.filter((report) => report.status === 'open').length;
  const foreman = crew.members.find((member) => member.role === 'foreman') ?? null;
  return (
    <section className="grid gap-2 rounded-md border bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('crews.reportsHeading')}</h3>
        {openCount > 0 && (
          <Button size="sm" className="min-h-11" onClick={() => setIsResolving(true)}>
            {t('reports.resolve')}
          </Button>
        )}
      </div>
      {crew.reports.length === 0 ? (
        <p className="text-muted-foreground">{t('accounts.none')}</p>
      ) : (
        <ul className="grid gap-1">
          {crew.reports.map((report) => (
            <ReportLine key={report.id} report={report} />
          ))}
        </ul>
      )}
      {openCount > 0 && (
        <ResolveReportsDialog
          group={{
            targetType: 'crew',
            targetId: crew.id,
            openCount,
            target: { accountId: foreman?.id ?? null, accountFrozen: foreman?.frozen ?? false },
          }}
          open={isResolving}
          onOpenChange={setIsResolving}
        />
      )}
    </section>
  );
}
