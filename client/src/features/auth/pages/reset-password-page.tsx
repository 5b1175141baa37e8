import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type z } from 'zod';
import { resetPasswordRequestSchema } from '@core/auth/password-reset-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';

const newPasswordSchema = resetPasswordRequestSchema.pick({ password: true });
type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** /reset-password?token=...: the link from the reset e-mail; a new password signs the user in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { resetPassword } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<NewPasswordInput>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const session = await resetPassword({ token, password });
      toast({ title: t('passwordChangedTitle'), description: t('passwordChangedDescription') });
      navigate(dashboardPathFor(session.user.userType), { replace: true });
    } catch (error) {
      form.setError('root', { message: getErrorMessage(error, t('errorFallback')) });
    }
  });

  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 px-4 py-12 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight">{t('resetTitle')}</h1>
          <CardDescription>{token ? t('resetDescription') : t('resetMissingToken')}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <FormField id="reset-password" label={t('newPassword')} error={errors.password?.message}>
                <Input
                  id="reset-password"
                  type="password"
                  autoComplete="new-password"
                  placeholder={t('passwordPlaceholder')}
                  aria-invalid={Boolean(errors.password)}
                  {...form.register('password')}
                />
              </FormField>
              {errors.root && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.root.message}
                </p>
              )}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('processing') : t('setNewPassword')}
              </Button>
            </form>
          ) : null}
          <Button
            type="button"
            variant="link"
            className="mt-2 h-auto whitespace-normal px-0 text-left"
            onClick={() => openAuthDialog('login')}
          >
            {t('requestNewLink')}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
