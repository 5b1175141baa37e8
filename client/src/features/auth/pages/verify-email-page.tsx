import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { useVerifyEmail } from '../api/verify-email';

/**
 * /verify-email?token=...: the link e-mailed to a new account. A button confirms it, so a mail
 * scanner that opens every link cannot prove an address on its owner's behalf.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { user, refreshUser } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();

  const onConfirm = () =>
    verify.mutate(
      { token },
      {
        onSuccess: () => {
          // The dashboard's banner reads the session's user.
          if (user) void refreshUser();
        },
      },
    );

  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 px-4 py-12 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">{t('verifyEmailTitle')}</h1>
          <CardDescription>{token ? t('verifyEmailDescription') : t('verifyEmailMissingToken')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div role="status" aria-live="polite" className="text-sm">
            {verify.isSuccess && <p className="text-green-800">{t('verifyEmailDone')}</p>}
          </div>
          {verify.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(verify.error, t('errorFallback'))}
            </p>
          )}
          {token && !verify.isSuccess && (
            <Button type="button" onClick={onConfirm} disabled={verify.isPending}>
              {verify.isPending ? t('processing') : t('verifyEmailAction')}
            </Button>
          )}
          {(verify.isSuccess || verify.isError || !token) && (
            <Button asChild variant="outline">
              <Link to={user ? dashboardPathFor(user.userType) : '/'}>{t('verifyEmailContinue')}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
