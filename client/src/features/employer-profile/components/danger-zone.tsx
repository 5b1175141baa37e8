import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2, UserX } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@core/auth/account-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDeactivateAccount } from '../api/deactivate-account';
import { useDeleteAccount } from '../api/delete-account';

/** Deactivate (reversible by signing in) and permanent delete (password confirmed). */
export function DangerZone() {
  const { t } = useTranslation('employer-profile');
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-destructive">{t('dangerZone')}</CardTitle>
        <CardDescription>{t('dangerZoneDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeactivateAccount />
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}

function DangerRow({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  );
}

/** After the server ends the account's sessions, drop the local session too and go home. */
function useLeaveAccount() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/');
  };
}

function DeactivateAccount() {
  const { t } = useTranslation('employer-profile');
  const [open, setOpen] = React.useState(false);
  const deactivate = useDeactivateAccount();
  const leave = useLeaveAccount();

  const confirm = async () => {
    try {
      await deactivate.mutateAsync();
      setOpen(false);
      toast({ title: t('deactivatedTitle'), description: t('deactivatedDescription') });
      await leave();
    } catch (error) {
      toast({ variant: 'destructive', title: t('errorTitle'), description: getErrorMessage(error, t('deactivateFailed')) });
    }
  };

  return (
    <DangerRow title={t('deactivateTitle')} hint={t('deactivateHint')}>
      <Button
        variant="outline"
        className="h-auto min-h-10 whitespace-normal border-red-300 text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <UserX aria-hidden="true" />
        {t('deactivateTitle')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('deactivateTitle')}</DialogTitle>
            <DialogDescription>{t('deactivateDescription')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={deactivate.isPending}>
              {t('cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={deactivate.isPending}>
              {deactivate.isPending ? t('deactivating') : t('deactivateConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </DangerRow>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('employer-profile');
  const [open, setOpen] = React.useState(false);
  const remove = useDeleteAccount();
  const leave = useLeaveAccount();
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { confirmPassword: '' },
  });
  const error = form.formState.errors.confirmPassword?.message;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      onOpenChange(false);
      toast({ title: t('deletedTitle'), description: t('deletedDescription') });
      await leave();
    } catch (failure) {
      const message = getErrorMessage(failure, t('deleteFailed'));
      form.setError('confirmPassword', { message });
      toast({ variant: 'destructive', title: t('errorTitle'), description: message });
    }
  });

  return (
    <DangerRow title={t('deleteTitle')} hint={t('deleteHint')}>
      <Button variant="destructive" className="h-auto min-h-10 whitespace-normal" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('deleteTitle')}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{t('deleteDescription')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <FormField id="confirmPassword" label={t('confirmPassword')} error={error}>
              <Input
                id="confirmPassword"
                type="password"
                autoComplete="current-password"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'confirmPassword-error' : undefined}
                {...form.register('confirmPassword')}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
                {t('cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? t('deleting') : t('deleteConfirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </DangerRow>
  );
}
