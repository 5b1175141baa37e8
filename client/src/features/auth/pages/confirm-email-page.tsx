import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { useConfirmEmailChange } from '../api/confirm-email';

/**
 * /confirm-email?token=...: the link e-mailed to a new address. A button confirms it (a mail
 * scanner that opens the link does not use the one-use token); other devices are signed out.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const { user, refreshUser } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();

  const onConfirm = () =>
    confirm.mutate(
      { token },
      {
        onSuccess: () => {
          if (user) void refreshUser();
        },
      },
    );

  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 px-4 py-12 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">{t('confirmEmailTitle')}</h1>
          <CardDescription>{token ? t('confirmEmailDescription') : t('confirmEmailMissingToken')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div role="status" aria-live="polite" className="text-sm">
            {confirm.isSuccess && <p className="text-green-800">{t('confirmEmailDone')}</p>}
          </div>
          {confirm.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(confirm.error, t('errorFallback'))}
            </p>
          )}
          {token && !confirm.isSuccess && (
            <Button type="button" onClick={onConfirm} disabled={confirm.isPending}>
              {confirm.isPending ? t('processing') : t('confirmEmailAction')}
            </Button>
          )}
          {confirm.isSuccess && (
            <Button asChild variant="outline">
              <Link to={user ? dashboardPathFor(user.userType) : '/'}>{t('confirmEmailContinue')}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
