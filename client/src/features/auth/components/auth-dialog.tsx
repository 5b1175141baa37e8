import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, HardHat } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type z } from 'zod';
import { registerRequestSchema } from '@core/auth/schemas';
import type { UserType } from '@core/shared/options';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { readStoredUserType, useAuth } from '@/lib/auth';
import { OPEN_AUTH_DIALOG_EVENT, takeReturnPath, type AuthDialogMode, type OpenAuthDialogDetail } from '@/lib/auth-dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { PhoneSignInForm } from './phone-sign-in-form';

const REDIRECT_DELAY_MS = 100;

const credentialsSchema = registerRequestSchema.omit({ userType: true });
type CredentialsInput = z.input<typeof credentialsSchema>;

type Step = AuthDialogMode | 'userType' | 'forgot';

export function AuthDialog() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { login, register } = useAuth();
  const [open, setOpen] = React.useState(false);
  const [step, setStep] = React.useState<Step>('login');
  const [userType, setUserType] = React.useState<UserType | null>(null);
  // Workers may sign up and sign in with a phone and a texted code (issue 55); employers keep e-mail.
  const [usePhone, setUsePhone] = React.useState(false);
  const form = useForm<CredentialsInput>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const mode: AuthDialogMode = step === 'login' ? 'login' : 'signup';

  const openIn = React.useCallback(
    (nextMode: AuthDialogMode, chosenType?: UserType) => {
      const isSignup = nextMode === 'signup';
      setUserType(isSignup ? (chosenType ?? null) : null);
      setStep(isSignup ? (chosenType ? 'signup' : 'userType') : 'login');
      form.clearErrors();
      setOpen(true);
    },
    [form],
  );

  React.useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<Partial<OpenAuthDialogDetail>>).detail;
      openIn(detail?.mode ?? 'login', detail?.userType);
    };
    window.addEventListener(OPEN_AUTH_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_DIALOG_EVENT, onOpen);
  }, [openIn]);

  const finish = () => {
    setOpen(false);
    form.reset();
    setUserType(null);
    setUsePhone(false);
    setTimeout(() => navigate(takeReturnPath(readStoredUserType())), REDIRECT_DELAY_MS);
  };

  const onPhoneSignedIn = (created: boolean) => {
    toast(
      created
        ? { title: t('welcomeTitle'), description: t('welcomeDescription') }
        : { title: t('welcomeBackTitle'), description: t('welcomeBackDescription') },
    );
    finish();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      if (mode === 'login') {
        const session = await login({ email: values.email, password: values.password });
        toast(
          session.reactivated
            ? { title: t('reactivatedTitle'), description: t('reactivatedDescription') }
            : { title: t('welcomeBackTitle'), description: t('welcomeBackDescription') },
        );
      } else {
        await register({ ...values, userType: userType! });
        toast({ title: t('welcomeTitle'), description: t('welcomeDescription') });
      }
      finish();
    } catch (error) {
      toast({ variant: 'destructive', title: t('errorTitle'), description: getErrorMessage(error, t('errorFallback')) });
    }
  });

  const onSubmit = (event: React.FormEvent) => {
    if (mode === 'signup' && !userType) {
      event.preventDefault();
      setStep('userType');
      return;
    }
    void submit(event);
  };

  const chooseType = (type: UserType) => {
    setUserType(type);
    setStep('signup');
  };

  const title =
    step === 'forgot'
      ? t('forgotTitle')
      : step === 'userType'
        ? t('chooseYourPath')
        : mode === 'login'
          ? t('signInTitle')
          : t('signUpTitle');
  const description =
    step === 'forgot'
      ? t('forgotDescription')
      : step === 'userType'
        ? t('chooseDescription')
        : mode === 'login'
          ? t('signInDescription')
          : t('signUpDescription');

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby="auth-dialog-description">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id="auth-dialog-description">{description}</DialogDescription>
        </DialogHeader>

        {step === 'forgot' ? (
          <ForgotPasswordForm
            defaultEmail={form.getValues('email')}
            onBack={() => setStep('login')}
            onSignedIn={() => {
              toast({ title: t('phoneReset.savedTitle'), description: t('welcomeBackDescription') });
              finish();
            }}
          />
        ) : step === 'userType' ? (
          <div className="grid gap-3">
            <TypeOption icon={<HardHat />} label={t('imWorker')} hint={t('imWorkerHint')} onClick={() => chooseType('worker')} />
            <TypeOption icon={<Building2 />} label={t('imEmployer')} hint={t('imEmployerHint')} onClick={() => chooseType('employer')} />
            <Button variant="ghost" onClick={() => setStep('signup')}>
              {t('back')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            {(mode === 'login' || userType === 'worker') && (
              <Button type="button" variant="outline" className="min-h-11" aria-pressed={usePhone} onClick={() => setUsePhone(!usePhone)}>
                {usePhone ? t('phone.useEmail') : t('phone.usePhone')}
              </Button>
            )}
            {usePhone && (mode === 'login' || userType === 'worker') ? (
              <>
                <PhoneSignInForm mode={mode} onSignedIn={onPhoneSignedIn} />
                <SwitchModeLine mode={mode} onSwitch={() => openIn(mode === 'login' ? 'signup' : 'login')} />
              </>
            ) : (
              <form className="grid gap-4" onSubmit={onSubmit} noValidate>
                {mode === 'signup' && userType && (
                  <div className="flex items-center justify-between rounded-md bg-accent px-3 py-2 text-sm">
                    <span>{t('signingUpAs', { type: t(userType) })}</span>
                    <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => setStep('userType')}>
                      {t('change')}
                    </Button>
                  </div>
                )}
                {mode === 'signup' && (
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    <FormField id="auth-first-name" label={`${t('firstName')} ${t('optional')}`}>
                      <Input id="auth-first-name" autoComplete="given-name" {...form.register('firstName')} />
                    </FormField>
                    <FormField id="auth-last-name" label={`${t('lastName')} ${t('optional')}`}>
                      <Input id="auth-last-name" autoComplete="family-name" {...form.register('lastName')} />
                    </FormField>
                  </div>
                )}
                <FormField id="auth-email" label={t('email')} error={errors.email?.message}>
                  <Input
                    id="auth-email"
                    type="email"
                    autoComplete="email"
                    aria-invalid={Boolean(errors.email)}
                    {...form.register('email')}
                  />
                </FormField>
                <FormField id="auth-password" label={t('password')} error={errors.password?.message}>
                  <Input
                    id="auth-password"
                    type="password"
                    placeholder={t('passwordPlaceholder')}
                    autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                    aria-invalid={Boolean(errors.password)}
                    {...form.register('password')}
                  />
                </FormField>
                {mode === 'login' && (
                  <button
                    type="button"
                    className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
                    onClick={() => setStep('forgot')}
                  >
                    {t('forgotPasswordLink')}
                  </button>
                )}
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? t('processing') : mode === 'login' ? t('submitSignIn') : t('submitSignUp')}
                </Button>
                <SwitchModeLine mode={mode} onSwitch={() => openIn(mode === 'login' ? 'signup' : 'login')} />
              </form>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TypeOption({ icon, label, hint, onClick }: { icon: React.ReactNode; label: string; hint: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-center gap-4 rounded-lg border-2 p-4 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-6">{icon}</span>
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-muted-foreground">{hint}</span>
      </span>
    </button>
  );
}

function SwitchModeLine({ mode, onSwitch }: { mode: AuthDialogMode; onSwitch(): void }) {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-sm text-muted-foreground">
      {mode === 'login' ? t('noAccount') : t('haveAccount')}{' '}
      <button type="button" className="min-h-11 font-medium text-primary underline-offset-4 hover:underline" onClick={onSwitch}>
        {mode === 'login' ? t('signUpLink') : t('signInLink')}
      </button>
    </p>
  );
}
