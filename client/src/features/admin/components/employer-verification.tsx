import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDetail } from '@core/admin/account-schemas';
import { FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useSetEmployerVerified } from '../api/verify-employer';

type Verification = NonNullable<AccountDetail['employerVerification']>;

/** An employer's verified state and the button that changes it; removing it asks first (the API takes no reason). */
export function EmployerVerification({ employerId, verification }: { employerId: string; verification: Verification }) {
  const { t } = useTranslation('admin');
  const setVerified = useSetEmployerVerified();
  const [isConfirming, setIsConfirming] = React.useState(false);
  const { verified, verifiedBy, verifiedAt, verifiedDomain } = verification;
  const change = (next: boolean) =>
    setVerified.mutate(
      { employerId, verified: next },
      {
        onSuccess: () => {
          toast({ title: next ? t('accounts.verifiedToast') : t('accounts.unverifiedToast') });
          setIsConfirming(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('actionFailed'), description: getErrorMessage(error, t('loadError')) }),
      },
    );
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={verified ? 'success' : 'outline'}>{verified ? t('accounts.verified') : t('accounts.notVerified')}</Badge>
        {verified && verifiedBy && verifiedAt && (
          <span className="text-muted-foreground">{t(`accounts.verifiedBy.${verifiedBy}`, { date: formatDate(verifiedAt) })}</span>
        )}
      </p>
      {verified && verifiedDomain && (
        <p className="text-muted-foreground [overflow-wrap:anywhere]" data-testid="verified-domain">
          {t('accounts.verifiedDomain', { domain: verifiedDomain })}
        </p>
      )}
      {!verified && verifiedBy === 'operator' && <p className="text-muted-foreground">{t('accounts.operatorUnverified')}</p>}
      {verified ? (
        <Button className="justify-self-start" variant="outline" onClick={() => setIsConfirming(true)}>
          {t('accounts.unverify')}
        </Button>
      ) : (
        <Button className="justify-self-start" disabled={setVerified.isPending} onClick={() => change(true)}>
          {t('accounts.verify')}
        </Button>
      )}
      <FormDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        idPrefix={`unverify-${employerId}`}
        title={t('accounts.unverifyTitle')}
        description={t('accounts.unverifyDescription')}
        cancelLabel={t('reasonDialog.cancel')}
        actionLabel={t('accounts.unverify')}
        pendingLabel={t('reasonDialog.pending')}
        isPending={setVerified.isPending}
        onConfirm={() => change(false)}
      />
    </div>
  );
}
