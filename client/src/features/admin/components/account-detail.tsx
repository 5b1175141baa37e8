import { ArrowLeft, ShieldAlert } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useInvoiceDescription } from '@/lib/catalogue-label';
import { formatDate, formatMoney } from '@/lib/format';
import { useSetAccountFrozen } from '../api/freeze-account';
import { useAccountDetail } from '../api/get-accounts';
import { AccountJobs } from './account-jobs';
import { accountName } from './account-name';
import { AccountReportsAgainst, ReportLine } from './account-reports';
import { AccountSection } from './account-section';
import { EmployerVerification } from './employer-verification';
import { ReasonDialog } from './reason-dialog';

/**
 * One account as an operator sees it: freeze / unfreeze behind a reason, an employer's verification,
 * its jobs to close and the reports against it to resolve.
 */
export function AccountDetailView({ id, onBack, backLabel }: { id: string; onBack(): void; backLabel?: string }) {
  const { t } = useTranslation('admin');
  const { t: tApplications } = useTranslation('applications');
  const detail = useAccountDetail(id);
  const setFrozen = useSetAccountFrozen();
  const describeInvoice = useInvoiceDescription();
  const [isAsking, setIsAsking] = React.useState(false);
  const back = (
    <Button variant="ghost" className="justify-self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {backLabel ?? t('accounts.back')}
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
  const { account, employerVerification, publishedJobs, jobs, applications, reportsMade, purchases, invoices } = detail.data;
  const isFrozen = account.frozenAt !== null;
  const isFlagged = employerVerification !== null && !employerVerification.verified && publishedJobs > 0;
  return (
    <div className="grid gap-3">
      {back}
      <section className="grid gap-2 rounded-md border bg-white p-3 text-sm">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <span className="break-all">{accountName(account)}</span>
          <Badge variant="outline">{t(`accounts.types.${account.userType}`)}</Badge>
          {isFrozen && <Badge variant="danger">{t('accounts.frozen')}</Badge>}
        </h2>
        {isFlagged && (
          <p role="status" className="flex items-center gap-2 rounded-md bg-yellow-100 px-2 py-1 font-medium text-yellow-900">
            <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('accounts.unverifiedFlag', { count: publishedJobs })}
          </p>
        )}
        <p className="break-all text-muted-foreground">{account.email}</p>
        <p className="text-muted-foreground">{t('accounts.since', { date: formatDate(account.createdAt) })}</p>
        {isFrozen && account.frozenReason && <p className="break-words">{t('accounts.frozenBecause', { reason: account.frozenReason })}</p>}
        {account.userType !== 'operator' && (
          <Button className="justify-self-start" variant={isFrozen ? 'outline' : 'destructive'} onClick={() => setIsAsking(true)}>
            {isFrozen ? t('accounts.unfreeze') : t('accounts.freeze')}
          </Button>
        )}
        {employerVerification && <EmployerVerification employerId={account.id} verification={employerVerification} />}
      </section>
      <AccountJobs jobs={jobs} />
      <AccountSection title={t('accounts.applications')} empty={applications.length === 0}>
        {applications.map((application) => (
          <li key={application.id} className="break-words">
            {application.jobTitle} · {tApplications(`status.${application.status}`)} · {formatDate(application.appliedAt)}
          </li>
        ))}
      </AccountSection>
      <AccountReportsAgainst detail={detail.data} />
      <AccountSection title={t('accounts.reportsMade')} empty={reportsMade.length === 0}>
        {reportsMade.map((report) => (
          <ReportLine key={report.id} report={report} />
        ))}
      </AccountSection>
      <AccountSection title={t('accounts.payments')} empty={purchases.length + invoices.length === 0}>
        {purchases.map((purchase) => (
          <li key={purchase.id} className="break-words">
            {describeInvoice(purchase.name)} · {formatMoney(purchase.amountCents)} · {formatDate(purchase.purchasedAt)}
          </li>
        ))}
        {invoices.map((invoice) => (
          <li key={invoice.id} className="break-words">
            {describeInvoice(invoice.description)} · {formatMoney(invoice.amountCents)} ·{' '}
            {t(`payments.status.${invoice.status}`, { defaultValue: invoice.status })} · {formatDate(invoice.createdAt)}
          </li>
        ))}
      </AccountSection>
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
