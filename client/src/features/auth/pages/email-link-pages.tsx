import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { useConfirmEmailChange } from '../api/confirm-email';
import { useVerifyEmail } from '../api/verify-email';

/**
 * /confirm-email?token=...: the link e-mailed to a new address. Confirming signs the account's
 * other devices out.
 */
export function ConfirmEmailPage() {
  return <EmailLinkPage texts="confirmEmail" mutation={useConfirmEmailChange()} continueWhen="confirmed" />;
}

/** /verify-email?token=...: the link e-mailed to a new account. */
export function VerifyEmailPage() {
  return <EmailLinkPage texts="verifyEmail" mutation={useVerifyEmail()} continueWhen="settled" />;
}

interface EmailLinkPageProps {
  /** The head of the page's keys in the auth catalogue (`<texts>Title`, `<texts>Action`...). */
  texts: 'confirmEmail' | 'verifyEmail';
  mutation: UseMutationResult<unknown, Error, { token: string }>;
  /** Continue shows once the address is confirmed, or also once the link failed or had no token. */
  continueWhen: 'confirmed' | 'settled';
}

/**
 * A link e-mailed with a one-use token. A button confirms it, so a mail scanner that opens every
 * link cannot prove an address on its owner's behalf.
 */
function EmailLinkPage({ texts, mutation, continueWhen }: EmailLinkPageProps) {
  const { t } = useTranslation('auth');
  const { user, refreshUser } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isContinueShown = mutation.isSuccess || (continueWhen === 'settled' && (mutation.isError || !token));

  const onConfirm = () =>
    mutation.mutate(
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
          <h1 className="text-lg font-semibold leading-tight">{t(`${texts}Title`)}</h1>
          <CardDescription>{token ? t(`${texts}Description`) : t(`${texts}MissingToken`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div role="status" aria-live="polite" className="text-sm">
            {mutation.isSuccess && <p className="text-green-800">{t(`${texts}Done`)}</p>}
          </div>
          {mutation.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(mutation.error, t('errorFallback'))}
            </p>
          )}
          {token && !mutation.isSuccess && (
            <Button type="button" onClick={onConfirm} disabled={mutation.isPending}>
              {mutation.isPending ? t('processing') : t(`${texts}Action`)}
            </Button>
          )}
          {isContinueShown && (
            <Button asChild variant="outline">
              <Link to={user ? dashboardPathFor(user.userType) : '/'}>{t(`${texts}Continue`)}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
