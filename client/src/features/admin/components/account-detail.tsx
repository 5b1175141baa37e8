import { ArrowLeft } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasonLabel, type Report } from '@core/reports/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSetAccountFrozen } from '../api/freeze-account';
import { useAccountDetail } from '../api/get-accounts';
import { accountName } from './account-name';
import { ReasonDialog } from './reason-dialog';

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <section className="grid gap-2 rounded-md border bg-white p-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {empty ? <p className="text-muted-foreground">{t('accounts.none')}</p> : <ul className="grid gap-1">{children}</ul>}
    </section>
  );
}

function ReportLine({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  return (
    <li className="break-words">
      {t(`reports.targetTypes.${report.targetType}`)} · {reportReasonLabel(report.reason, currentLanguage())} ·{' '}
      {formatDate(report.createdAt)} · {t(`reports.status.${report.status}`)}
    </li>
  );
}

/** One account as an operator sees it, with freeze / unfreeze behind a reason. */
export function AccountDetailView({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation('admin');
  const detail = useAccountDetail(id);
  const setFrozen = useSetAccountFrozen();
  const [isAsking, setIsAsking] = React.useState(false);
  const back = (
    <Button variant="ghost" className="justify-self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {t('accounts.back')}
    </Button>
  );
  if (detail.isPending)
    return (
      <div className="grid gap-3">
        {back}
        <p className="text-muted-foreground">{t('loading')}</p>
      </div>
    );
  if (detail.isError)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">{getErrorMessage(detail.error, t('loadError'))}</p>
      </div>
    );
  const { account, jobs, applications, reportsMade, reportsAgainst, purchases, invoices } = detail.data;
  const isFrozen = account.frozenAt !== null;
  return (
    <div className="grid gap-3">
      {back}
      <section className="grid gap-2 rounded-md border bg-white p-3 text-sm">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <span className="break-all">{accountName(account)}</span>
          <Badge variant="outline">{t(`accounts.types.${account.userType}`)}</Badge>
          {isFrozen && <Badge variant="danger">{t('accounts.frozen')}</Badge>}
        </h2>
        <p className="break-all text-muted-foreground">{account.email}</p>
        <p className="text-muted-foreground">{t('accounts.since', { date: formatDate(account.createdAt) })}</p>
        {isFrozen && account.frozenReason && <p className="break-words">{t('accounts.frozenBecause', { reason: account.frozenReason })}</p>}
        {account.userType !== 'operator' && (
          <Button className="justify-self-start" variant={isFrozen ? 'outline' : 'destructive'} onClick={() => setIsAsking(true)}>
            {isFrozen ? t('accounts.unfreeze') : t('accounts.freeze')}
          </Button>
        )}
      </section>
      <Section title={t('accounts.jobs')} empty={jobs.length === 0}>
        {jobs.map((job) => (
          <li key={job.id} className="break-words">
            {job.title} · {job.isActive ? t('accounts.open') : t('accounts.closed')} · {formatDate(job.postedAt)}
          </li>
        ))}
      </Section>
      <Section title={t('accounts.applications')} empty={applications.length === 0}>
        {applications.map((application) => (
          <li key={application.id} className="break-words">
            {application.jobTitle} · {application.status} · {formatDate(application.appliedAt)}
          </li>
        ))}
      </Section>
      <Section title={t('accounts.reportsAgainst')} empty={reportsAgainst.length === 0}>
        {reportsAgainst.map((report) => (
          <ReportLine key={report.id} report={report} />
        ))}
      </Section>
      <Section title={t('accounts.reportsMade')} empty={reportsMade.length === 0}>
        {reportsMade.map((report) => (
          <ReportLine key={report.id} report={report} />
        ))}
      </Section>
      <Section title={t('accounts.payments')} empty={purchases.length + invoices.length === 0}>
        {purchases.map((purchase) => (
          <li key={purchase.id} className="break-words">
            {purchase.name} · {formatMoney(purchase.amountCents)} · {formatDate(purchase.purchasedAt)}
          </li>
        ))}
        {invoices.map((invoice) => (
          <li key={invoice.id} className="break-words">
            {invoice.description} · {formatMoney(invoice.amountCents)} · {invoice.status} · {formatDate(invoice.createdAt)}
          </li>
        ))}
      </Section>
      <ReasonDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        idPrefix={`freeze-${account.id}`}
        title={isFrozen ? t('accounts.unfreezeTitle') : t('accounts.freezeTitle')}
        actionLabel={isFrozen ? t('accounts.unfreeze') : t('accounts.freeze')}
        isPending={setFrozen.isPending}
        isReasonRequired={!isFrozen}
        onConfirm={(reason) =>
          setFrozen.mutate(
            { id: account.id, frozen: !isFrozen, reason },
            {
              onSuccess: () => {
                toast({ title: isFrozen ? t('accounts.unfrozenToast') : t('accounts.frozenToast') });
                setIsAsking(false);
              },
              onError: (error) =>
                toast({ variant: 'destructive', title: t('actionFailed'), description: getErrorMessage(error, t('loadError')) }),
            },
          )
        }
      />
    </div>
  );
}
