import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { refundFormSchema, type ConsolePayment } from '@core/admin/console';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useInvoiceDescription } from '@/lib/catalogue-label';
import { formatMoney } from '@/lib/format';
import { getErrorMessage } from '@/lib/api-client';
import { useRefundPayment } from '../api/refund-payment';

type FormInput = z.input<typeof refundFormSchema>;
type FormOutput = z.output<typeof refundFormSchema>;

/**
 * Refunds one purchase, in part or all that is left (the amount left is shown), or a pay-per-hire fee
 * whole, with the reason (and, for a fee, the day the hire left).
 */
export function RefundDialog({ payment, open, onOpenChange }: DialogOpenProps & { payment: ConsolePayment }) {
  const { t } = useTranslation('admin');
  const refund = useRefundPayment();
  const describeItem = useInvoiceDescription();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { reason: '', hireLeftOn: '', amount: '' },
  });
  const { errors } = form.formState;
  const idPrefix = `refund-${payment.id}`;
  const isFee = payment.kind === 'pay_per_hire';
  const submit = form.handleSubmit((input) =>
    refund.mutate(
      { id: payment.id, input },
      {
        onSuccess: () => {
          toast({ title: t(payment.provider === 'stripe' || payment.provider === 'paypal' ? 'payments.refundSent' : 'payments.refunded') });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('payments.refundFailed'), description: getErrorMessage(error, t('loadError')) }),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('payments.refundTitle', { amount: formatMoney(payment.refundableAmount, 'cents') })}
      description={t(isFee ? 'payments.refundFeeDescription' : 'payments.refundDescription', {
        item: describeItem(payment.item),
        email: payment.email,
      })}
      cancelLabel={t('cancel')}
      actionLabel={t('payments.refund')}
      pendingLabel={t('payments.refunding')}
      isPending={refund.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-reason`} label={t('payments.reason')} error={errors.reason?.message}>
        <Textarea id={`${idPrefix}-reason`} rows={3} aria-invalid={Boolean(errors.reason)} {...form.register('reason')} />
      </FormField>
      {!isFee && (
        <FormField id={`${idPrefix}-amount`} label={t('payments.amount')} error={errors.amount?.message}>
          <Input
            id={`${idPrefix}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={(payment.refundableAmount / 100).toFixed(2)}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={`${idPrefix}-amount-hint`}
            {...form.register('amount')}
          />
          <p id={`${idPrefix}-amount-hint`} className="text-sm text-muted-foreground">
            {t('payments.amountHint', { left: formatMoney(payment.refundableAmount, 'cents'), paid: formatMoney(payment.amount, 'cents') })}
          </p>
        </FormField>
      )}
      {isFee && (
        <FormField id={`${idPrefix}-left`} label={t('payments.hireLeftOn')} error={errors.hireLeftOn?.message}>
          <Input id={`${idPrefix}-left`} type="date" aria-invalid={Boolean(errors.hireLeftOn)} {...form.register('hireLeftOn')} />
        </FormField>
      )}
    </FormDialog>
  );
}
