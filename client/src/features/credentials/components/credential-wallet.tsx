import { FileCheck2, Pencil, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkerCredential } from '@core/credentials/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useWorkerCredentials } from '@/lib/api/worker-credentials';
import { formatDate } from '@/lib/format';
import { useDeleteWorkerCredential } from '../api/delete-worker-credential';
import { CredentialDialog } from './credential-dialog';
import { CredentialStatusBadge } from './credential-status-badge';
import { CREDENTIAL_WALLET_ID, useWalletFocusTarget } from './wallet-focus';

/** The worker's credentials and licences with their status, in the profile's Certifications & Skills section. */
export function CredentialWallet() {
  const { t } = useTranslation('credentials');
  const credentials = useWorkerCredentials();
  // undefined: closed; null: adding; a record: editing it.
  const [editing, setEditing] = React.useState<WorkerCredential | null | undefined>(undefined);
  const [deleting, setDeleting] = React.useState<WorkerCredential | null>(null);
  useWalletFocusTarget();

  return (
    <section
      id={CREDENTIAL_WALLET_ID}
      tabIndex={-1}
      aria-labelledby={`${CREDENTIAL_WALLET_ID}-title`}
      className="grid scroll-mt-24 gap-3 focus-visible:outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`${CREDENTIAL_WALLET_ID}-title`} className="text-sm font-medium">
            {t('wallet.title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('wallet.description')}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          {t('wallet.add')}
        </Button>
      </div>

      {credentials.isPending && <div className="h-20 animate-pulse rounded-md bg-slate-100" aria-busy="true" />}
      {credentials.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('wallet.loadError')}
        </p>
      )}
      {credentials.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('wallet.empty')}</p>}
      {credentials.data && credentials.data.length > 0 && (
        <ul className="grid gap-2">
          {credentials.data.map((credential) => (
            <CredentialRow
              key={credential.id}
              credential={credential}
              onEdit={() => setEditing(credential)}
              onDelete={() => setDeleting(credential)}
            />
          ))}
        </ul>
      )}

      <CredentialDialog open={editing !== undefined} credential={editing ?? null} onClose={() => setEditing(undefined)} />
      <DeleteCredentialDialog credential={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function CredentialRow({ credential, onEdit, onDelete }: { credential: WorkerCredential; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('credentials');
  const details = [
    credential.number && t('wallet.number', { number: credential.number }),
    credential.issuingBody,
    credential.issuedAt && t('wallet.issued', { date: formatDate(credential.issuedAt) }),
    credential.expiresAt ? t('wallet.expires', { date: formatDate(credential.expiresAt) }) : t('wallet.noExpiry'),
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border bg-white p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-medium">{credential.name}</span>
          <CredentialStatusBadge credential={credential} />
        </p>
        <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>
        {credential.evidenceUrl && (
          <a
            href={credential.evidenceUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1 text-xs font-medium text-primary underline"
          >
            <FileCheck2 className="h-3.5 w-3.5" aria-hidden="true" />
            {t('wallet.viewEvidence', { name: credential.name })}
          </a>
        )}
      </div>
      <div className="flex gap-1">
        <Button type="button" variant="ghost" size="icon" onClick={onEdit} aria-label={t('wallet.edit', { name: credential.name })}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" onClick={onDelete} aria-label={t('wallet.delete', { name: credential.name })}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function DeleteCredentialDialog({ credential, onClose }: { credential: WorkerCredential | null; onClose(): void }) {
  const { t } = useTranslation('credentials');
  const remove = useDeleteWorkerCredential();
  const confirm = async () => {
    if (!credential) return;
    try {
      await remove.mutateAsync(credential.id);
      toast({ title: t('wallet.deleted') });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: t('wallet.deleteFailed'), description: getErrorMessage(error, t('form.tryAgain')) });
    }
  };
  return (
    <Dialog open={credential !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('wallet.confirmDeleteTitle')}</DialogTitle>
          <DialogDescription>{t('wallet.confirmDelete', { name: credential?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {t('wallet.confirmDeleteButton')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
