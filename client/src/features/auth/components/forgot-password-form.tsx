import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@core/auth/password-reset-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { PhoneResetForm } from './phone-reset-form';

/**
 * The sign-in dialog's "Forgot password?" step: one field, and the same answer for every address;
 * or, for a worker who verified a number, a code by text (issue 55).
 */
export function ForgotPasswordForm({ defaultEmail, onBack, onSignedIn }: { defaultEmail: string; onBack(): void; onSignedIn(): void }) {
  const [byPhone, setByPhone] = React.useState(false);
  if (byPhone) return <PhoneResetForm onBack={() => setByPhone(false)} onSignedIn={onSignedIn} />;
  return <EmailResetForm defaultEmail={defaultEmail} onBack={onBack} onUsePhone={() => setByPhone(true)} />;
}

function EmailResetForm({ defaultEmail, onBack, onUsePhone }: { defaultEmail: string; onBack(): void; onUsePhone(): void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => request.mutate(values));

  if (request.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-md bg-accent px-3 py-2 text-sm">
          {request.data.message}
        </p>
        <Button type="button" variant="outline" onClick={onBack}>
          {t('backToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="forgot-email" label={t('email')} error={errors.email?.message}>
        <Input id="forgot-email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} {...form.register('email')} />
      </FormField>
      {request.isError && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(request.error, t('errorFallback'))}
        </p>
      )}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('processing') : t('sendResetLink')}
      </Button>
      <Button type="button" variant="outline" className="min-h-11" onClick={onUsePhone}>
        {t('phoneReset.usePhone')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('backToSignIn')}
      </Button>
    </form>
  );
}
