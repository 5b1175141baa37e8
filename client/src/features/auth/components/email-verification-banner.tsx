import { MailWarning, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useResendEmailVerification } from '../api/resend-email-verification';

const dismissedKey = (userId: string) => `email-verification-banner-dismissed:${userId}`;

/**
 * The dashboards' reminder while the account's address is unproved: no alert or update is
 * e-mailed to it until its link is opened. Dismissed for this browser session only.
 */
export function EmailVerificationBanner() {
  const { t } = useTranslation('common');
  const { user, refreshUser } = useAuth();
  const resend = useResendEmailVerification();
  // Re-read on each render: the user may arrive after the first one.
  const [, setDismissedAt] = React.useState(0);

  // A session stored before the field existed has no answer yet: only `false` shows the banner.
  // A worker who joined by phone without an e-mail (an empty address) has nothing to confirm.
  if (!user || !user.email || user.emailVerified !== false || sessionStorage.getItem(dismissedKey(user.id))) return null;

  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(user.id), 'true');
    setDismissedAt(Date.now());
  };
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: t('emailVerification.sent') }),
      onError: (error) => {
        // 409: confirmed in another tab meanwhile (compared by status, so the dashboard loads no zod schema); the fresh session hides the banner.
        if (error instanceof ApiError && error.status === 409) void refreshUser();
        toast({ variant: 'destructive', title: getErrorMessage(error, t('emailVerification.failed')) });
      },
    });

  return (
    <section
      aria-label={t('emailVerification.banner')}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 basis-48 font-medium">{t('emailVerification.banner')}</p>
      <div className="flex shrink-0 items-center gap-1">
        <Button type="button" variant="outline" size="sm" className="bg-white" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t('emailVerification.sending') : t('emailVerification.resend')}
        </Button>
        <Button type="button" variant="ghost" size="icon" className="h-8 w-8" aria-label={t('emailVerification.dismiss')} onClick={dismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
