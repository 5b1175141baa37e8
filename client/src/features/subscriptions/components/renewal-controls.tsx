import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { useResumeSubscription } from '../api/resume-subscription';

/** Resume: a plan cancelled at period end renews again at its end, with the default card. */
export function ResumeSubscriptionButton() {
  const { t } = useTranslation('subscriptions');
  const resume = useResumeSubscription();
  return (
    <Button
      variant="outline"
      disabled={resume.isPending}
      onClick={() =>
        resume.mutate(undefined, {
          onSuccess: ({ nextPaymentAmount, nextPaymentDate }) =>
            toast({
              title: t('resumedTitle'),
              description: t('resumedText', { amount: formatMoney(nextPaymentAmount), date: formatDate(nextPaymentDate, 'numeric') }),
            }),
          onError: (error) => toast({ variant: 'destructive', title: t('error'), description: getErrorMessage(error, t('resumeFailed')) }),
        })
      }
    >
      {resume.isPending ? t('resuming') : t('resumeSubscription')}
    </Button>
  );
}

/** The renewal charge failed: the plan waits for payment, and the card can be updated from here. */
export function PastDueBanner({ updateCardHref, retryDate }: { updateCardHref: string; retryDate: string | null }) {
  const { t } = useTranslation('subscriptions');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center"
    >
      <AlertTriangle className="h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {retryDate ? (
          // Dunning's next try, on the reader's own calendar.
          <p className="font-medium">{t('pastDueRetry', { date: formatDate(retryDate) })}</p>
        ) : (
          <>
            <p className="font-medium">{t('pastDueTitle')}</p>
            <p className="text-muted-foreground">{t('pastDueText')}</p>
          </>
        )}
      </div>
      <Button asChild size="sm" variant="destructive">
        <Link to={updateCardHref}>{t('updateCard')}</Link>
      </Button>
    </div>
  );
}
