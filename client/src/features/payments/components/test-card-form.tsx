import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatExpiry } from '@core/payments/card-input';
import { testCardSchema, type TestCardForm as TestCardValues } from '@core/payments/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** Test mode's card form: the server checks Stripe's test numbers to pay or save a card, no money moves. */
export function TestCardForm({
  submitLabel,
  isPaying,
  onPay,
}: {
  submitLabel: string;
  isPaying: boolean;
  onPay(values: TestCardValues): void;
}) {
  const { t } = useTranslation('payments');
  const form = useForm<TestCardValues>({
    resolver: zodResolver(testCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  // Formatted as typed (groups of four, the expiry's slash); placeholders show the shape, not a value.
  const cardNumber = form.register('cardNumber', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue('cardNumber', formatCardNumber(event.target.value)),
  });
  const previousExpiry = React.useRef('');
  const expiry = form.register('expiry', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const formatted = formatExpiry(event.target.value, previousExpiry.current);
      previousExpiry.current = formatted;
      form.setValue('expiry', formatted);
    },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => !isPaying && onPay(values))}>
      <div className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('checkout.testMode')}</p>
          <p>{t('checkout.testModeHint')}</p>
        </div>
      </div>
      <FormField id="card-number" label={t('checkout.cardNumber')} error={errors.cardNumber?.message}>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-invalid={Boolean(errors.cardNumber)}
          aria-describedby={errors.cardNumber ? 'card-number-error' : undefined}
          {...cardNumber}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label={t('checkout.expiry')} error={errors.expiry?.message}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            aria-invalid={Boolean(errors.expiry)}
            aria-describedby={errors.expiry ? 'card-expiry-error' : undefined}
            {...expiry}
          />
        </FormField>
        <FormField id="card-cvc" label={t('checkout.cvc')} error={errors.cvc?.message}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            aria-invalid={Boolean(errors.cvc)}
            aria-describedby={errors.cvc ? 'card-cvc-error' : undefined}
            {...form.register('cvc')}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={isPaying} className="w-full">
        {isPaying ? t('checkout.processing') : submitLabel}
      </Button>
    </form>
  );
}
