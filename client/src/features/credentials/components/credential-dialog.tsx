import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck2 } from 'lucide-react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { findCredential } from '@core/credentials/catalogue';
import {
  createWorkerCredentialSchema,
  EVIDENCE_EXTENSIONS,
  evidenceUploadType,
  type CreateWorkerCredential,
  type WorkerCredential,
} from '@core/credentials/schemas';
import { UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { FileUpload } from '@/components/upload/file-upload';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useCredentialCatalogue } from '@/lib/api/get-credential-catalogue';
import { useSaveWorkerCredential } from '../api/save-worker-credential';
import { CredentialCombobox } from './credential-combobox';

/** What the inputs hold: text, with the catalogue pick and the uploaded file kept beside them. */
interface FormInput {
  credentialId: string | null;
  name: string;
  number: string;
  issuingBody: string;
  issuedAt: string;
  expiresAt: string;
  evidenceUrl: string | null;
}

function toFormInput(credential: WorkerCredential | null): FormInput {
  return {
    credentialId: credential?.credentialId ?? null,
    name: credential?.name ?? '',
    number: credential?.number ?? '',
    issuingBody: credential?.issuingBody ?? '',
    issuedAt: credential?.issuedAt ?? '',
    expiresAt: credential?.expiresAt ?? '',
    evidenceUrl: credential?.evidenceUrl ?? null,
  };
}

/** Adds a credential to the wallet, or edits `credential`: the catalogue pick or own name, number, body, dates and a photo or PDF of the card. */
export function CredentialDialog({ open, credential, onClose }: { open: boolean; credential: WorkerCredential | null; onClose(): void }) {
  const { t } = useTranslation('credentials');
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{credential ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {/* A fresh form per opening, so an edit starts from the record and an add from blank. */}
        {open && <CredentialForm key={credential?.id ?? 'new'} credential={credential} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CredentialForm({ credential, onDone }: { credential: WorkerCredential | null; onDone(): void }) {
  const { t } = useTranslation('credentials');
  const catalogue = useCredentialCatalogue();
  const save = useSaveWorkerCredential();
  const form = useForm<FormInput, unknown, CreateWorkerCredential>({
    resolver: zodResolver(createWorkerCredentialSchema) as unknown as Resolver<FormInput, unknown, CreateWorkerCredential>,
    defaultValues: toFormInput(credential),
  });
  const { errors, isSubmitting } = form.formState;
  const picked = findCredential(form.watch('credentialId') ?? '');
  const evidenceUrl = form.watch('evidenceUrl');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: credential?.id ?? null, input: values });
      toast({ title: t('form.saved') });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: t('form.saveFailed'), description: getErrorMessage(error, t('form.tryAgain')) });
    }
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        // The dialog sits (in React's tree) inside the profile form: its submit must not save the profile too.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <FormField id="credential-name" label={t('form.credential')} error={errors.credentialId?.message ?? errors.name?.message}>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <CredentialCombobox
              id="credential-name"
              catalogue={catalogue.data ?? []}
              value={{ name: field.value ?? '', credentialId: form.watch('credentialId') }}
              onChange={(choice) => {
                field.onChange(choice.name);
                form.setValue('credentialId', choice.credentialId);
              }}
              invalid={Boolean(errors.credentialId ?? errors.name)}
              describedBy="credential-name-hint"
            />
          )}
        />
        <p id="credential-name-hint" className="text-xs text-muted-foreground">
          {picked
            ? picked.validityMonths
              ? t('form.typicalValidity', { count: picked.validityMonths })
              : t('form.noTypicalExpiry')
            : t('form.credentialHint')}
        </p>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="credential-number" label={t('form.number')} error={errors.number?.message}>
          <Input id="credential-number" autoComplete="off" {...form.register('number')} />
        </FormField>
        <FormField id="credential-body" label={t('form.issuingBody')} error={errors.issuingBody?.message}>
          <Input id="credential-body" placeholder={picked?.issuingBody} {...form.register('issuingBody')} />
        </FormField>
        <FormField id="credential-issued" label={t('form.issuedAt')} error={errors.issuedAt?.message}>
          <Input id="credential-issued" type="date" aria-invalid={Boolean(errors.issuedAt)} {...form.register('issuedAt')} />
        </FormField>
        <FormField id="credential-expires" label={t('form.expiresAt')} error={errors.expiresAt?.message}>
          <Input id="credential-expires" type="date" aria-invalid={Boolean(errors.expiresAt)} {...form.register('expiresAt')} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('form.evidence')}</legend>
        {evidenceUrl && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <FileCheck2 className="h-4 w-4 text-primary" aria-hidden="true" />
            <a href={evidenceUrl} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
              {t('form.viewEvidence')}
            </a>
            <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue('evidenceUrl', null)}>
              {t('form.removeEvidence')}
            </Button>
          </p>
        )}
        <FileUpload
          fileType={evidenceUploadType}
          accept={[...EVIDENCE_EXTENSIONS]}
          maxSizeMB={UPLOAD_MAX_MB.avatar}
          label={evidenceUrl ? t('form.replaceEvidence') : t('form.uploadEvidence')}
          onUploaded={(objectPath) => form.setValue('evidenceUrl', objectPath)}
        />
        {errors.evidenceUrl?.message && (
          <p role="alert" className="text-sm text-destructive">
            {translateMessage(errors.evidenceUrl.message)}
          </p>
        )}
      </fieldset>
      <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
