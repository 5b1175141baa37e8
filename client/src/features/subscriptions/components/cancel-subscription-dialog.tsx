import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Cancel Subscription with its confirm step; the plan stays active to the end of the period. */
export function CancelSubscriptionButton() {
  const { t } = useTranslation('subscriptions');
  const [isOpen, setIsOpen] = React.useState(false);
  const cancel = useCancelSubscription();

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: ({ accessUntil }) => {
        setIsOpen(false);
        toast({ title: t('cancelledTitle'), description: t('cancelledText', { date: formatDate(accessUntil, 'numeric') }) });
      },
      onError: (error) => toast({ variant: 'destructive', title: t('error'), description: getErrorMessage(error, t('cancelFailed')) }),
    });
  }

  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setIsOpen(true)}>
        {t('cancelSubscription')}
      </Button>
      <Dialog open={isOpen} onOpenChange={(open) => !cancel.isPending && setIsOpen(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('cancelTitle')}</DialogTitle>
            <DialogDescription>{t('cancelText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)} disabled={cancel.isPending}>
              {t('keepSubscription')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? t('cancelling') : t('cancelSubscription')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
