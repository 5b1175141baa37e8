import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardBrandName } from '@core/payments/catalogue';
import type { PaymentMethod } from '@core/subscriptions/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useMakeDefaultPaymentMethod } from '../api/make-default-payment-method';
import { useRemovePaymentMethod } from '../api/remove-payment-method';

export function PaymentMethodsCard({ methods, addHref }: { methods: PaymentMethod[]; addHref: string }) {
  const { t } = useTranslation('subscriptions');
  const remove = useRemovePaymentMethod();
  const makeDefault = useMakeDefaultPaymentMethod();
  /** A toast either way: `done` when it worked, the server's reason (or `failed`) when not. */
  const toasts = (done: string, failed: string) => ({
    onSuccess: () => toast({ title: done }),
    onError: (error: Error) => toast({ variant: 'destructive', title: t('error'), description: getErrorMessage(error, failed) }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('paymentMethods')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {methods.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noPaymentMethods')}</p>
        ) : (
          <ul className="divide-y">
            {methods.map((method) => (
              <li key={method.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex items-center gap-3">
                  <CreditCard className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                  <div>
                    <p className="font-medium">
                      {cardBrandName(method.brand)} •••• {method.last4}{' '}
                      {method.isDefault && <Badge variant="secondary">{t('default')}</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t('expiresShort', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-1">
                  {!method.isDefault && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('makeDefaultLabel', { brand: cardBrandName(method.brand), last4: method.last4 })}
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(method.id, toasts(t('madeDefault'), t('makeDefaultFailed')))}
                    >
                      {t('makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('removeLabel', { brand: cardBrandName(method.brand), last4: method.last4 })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(method.id, toasts(t('removed'), t('removeFailed')))}
                  >
                    {t('remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={addHref}>{t('addPaymentMethod')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
