import { KeyRound, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TextChannel } from '@core/channels/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { useRequestAccountCode, type AccountCodePurpose } from '../api/request-account-code';
import { useSetPasswordByCode } from '../api/set-password';

const PASSWORD_MIN_LENGTH = 8;

/**
 * The worker's account settings: delete the account, and for a worker who joined by phone (no
 * password, issue 55) set a password. An account without a password confirms with a code texted
 * to its verified number; one with a password confirms with it.
 */
export function WorkerAccountCard() {
  const { t } = useTranslation('worker-account');
  const { user } = useAuth();
  if (!user) return null;
  const hasPassword = user.confirmsWithCode !== true;
  return (
    <Card id="worker-account" className="border-red-200">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!hasPassword && (
          <AccountRow title={t('setPasswordTitle')} hint={t('setPasswordHint')}>
            <SetPasswordDialog />
          </AccountRow>
        )}
        <AccountRow title={t('deleteTitle')} hint={t('deleteHint')}>
          <DeleteAccountDialog hasPassword={hasPassword} />
        </AccountRow>
      </CardContent>
    </Card>
  );
}

function AccountRow({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  );
}

/** Step one of a code: the channel, then "Send code"; after it, the line that says where it went. */
function SendCodeStep({ purpose, onSent }: { purpose: AccountCodePurpose; onSent(): void }) {
  const { t } = useTranslation('worker-account');
  const request = useRequestAccountCode(purpose);
  const [channel, setChannel] = React.useState<TextChannel>('sms');
  const [sent, setSent] = React.useState(false);
  const send = () =>
    request.mutate(
      { channel },
      {
        onSuccess: () => {
          setSent(true);
          onSent();
        },
      },
    );
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('channelLegend')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['sms', 'whatsapp'] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name={`account-code-${purpose}`}
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {t(option === 'sms' ? 'sms' : 'whatsapp')}
            </label>
          ))}
        </div>
      </fieldset>
      {request.isError && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(request.error, t('failed'))}
        </p>
      )}
      {sent && (
        <p role="status" className="text-sm">
          {t('codeSent')}
        </p>
      )}
      <Button type="button" variant="outline" className="min-h-11" disabled={request.isPending} onClick={send}>
        {request.isPending ? t('sending') : sent ? t('sendAgain') : t('sendCode')}
      </Button>
    </div>
  );
}

function CodeInput({ id, value, onChange, error }: { id: string; value: string; onChange(code: string): void; error: string | null }) {
  const { t } = useTranslation('worker-account');
  return (
    <FormField id={id} label={t('codeLabel')}>
      <Input
        id={id}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        className="h-11 text-lg tracking-widest"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </FormField>
  );
}

function ErrorLine({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}

function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('worker-account');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = React.useState(false);
  const [secret, setSecret] = React.useState('');
  const [isCodeSent, setIsCodeSent] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const fieldId = hasPassword ? 'delete-account-password' : 'delete-account-code';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSecret('');
      setError(null);
      setIsCodeSent(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hasPassword && !/^\d{6}$/.test(secret)) return setError(t('codeInvalid'));
    if (hasPassword && !secret) return setError(t('passwordRequired'));
    try {
      await remove.mutateAsync(hasPassword ? { confirmPassword: secret } : { code: secret });
      onOpenChange(false);
      toast({ title: t('deletedTitle'), description: t('deletedDescription') });
      await logout();
      navigate('/');
    } catch (failure) {
      setError(getErrorMessage(failure, t('failed')));
    }
  };

  return (
    <>
      <Button variant="destructive" className="h-auto min-h-11 whitespace-normal" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('deleteTitle')}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{hasPassword ? t('deleteByPassword') : t('deleteByCode')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            {hasPassword ? (
              <FormField id={fieldId} label={t('passwordLabel')}>
                <Input
                  id={fieldId}
                  type="password"
                  autoComplete="current-password"
                  className="h-11"
                  value={secret}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${fieldId}-problem` : undefined}
                  onChange={(event) => setSecret(event.target.value)}
                />
              </FormField>
            ) : (
              <>
                <SendCodeStep purpose="delete" onSent={() => setIsCodeSent(true)} />
                {isCodeSent && <CodeInput id={fieldId} value={secret} onChange={setSecret} error={error} />}
              </>
            )}
            <ErrorLine id={fieldId} error={error} />
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" className="min-h-11" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
                {t('cancel')}
              </Button>
              <Button type="submit" variant="destructive" className="min-h-11" disabled={remove.isPending || (!hasPassword && !isCodeSent)}>
                {remove.isPending ? t('deleting') : t('deleteConfirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function SetPasswordDialog() {
  const { t } = useTranslation('worker-account');
  const { refreshUser } = useAuth();
  const save = useSetPasswordByCode();
  const [open, setOpen] = React.useState(false);
  const [code, setCode] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [isCodeSent, setIsCodeSent] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCode('');
      setPassword('');
      setError(null);
      setIsCodeSent(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) return setError(t('codeInvalid'));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('passwordTooShort'));
    try {
      await save.mutateAsync({ code, password });
      onOpenChange(false);
      toast({ title: t('passwordSavedTitle'), description: t('passwordSavedDescription') });
      await refreshUser();
    } catch (failure) {
      setError(getErrorMessage(failure, t('failed')));
    }
  };

  return (
    <>
      <Button variant="outline" className="h-auto min-h-11 whitespace-normal" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        {t('setPasswordTitle')}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('setPasswordTitle')}</DialogTitle>
            <DialogDescription>{t('setPasswordDescription')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <SendCodeStep purpose="password" onSent={() => setIsCodeSent(true)} />
            {isCodeSent && (
              <>
                <CodeInput id="set-password-code" value={code} onChange={setCode} error={error} />
                <FormField id="set-password-new" label={t('newPasswordLabel')}>
                  <Input
                    id="set-password-new"
                    type="password"
                    autoComplete="new-password"
                    className="h-11"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </FormField>
              </>
            )}
            <ErrorLine id="set-password-code" error={error} />
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" className="min-h-11" onClick={() => onOpenChange(false)} disabled={save.isPending}>
                {t('cancel')}
              </Button>
              <Button type="submit" className="min-h-11" disabled={save.isPending || !isCodeSent}>
                {save.isPending ? t('saving') : t('savePassword')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
