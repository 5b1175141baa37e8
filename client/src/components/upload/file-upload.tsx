import { Upload } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { hasAllowedExtension, type UploadFileType } from '@core/uploads/file-types';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { EmptyUploadUrlError, uploadFile } from '@/lib/upload';
import { cn } from '@/lib/utils';

export interface FileUploadProps {
  /** The upload kind, or how to tell it from the chosen file's name (a photo or a PDF go up as different kinds). */
  fileType: UploadFileType | ((fileName: string) => UploadFileType);
  /** Accepted extensions, with their dot: ['.pdf', '.docx']. */
  accept: string[];
  maxSizeMB: number;
  label: string;
  onUploaded(objectPath: string): void;
  /** A screen's own wording for the outcome toasts (the resume service has its own, 001 section 8). */
  toasts?: { success?: { title: string; description: string }; failure?: { title: string; description: string } };
}

/** Picks a file, checks its size and extension, uploads it with a progress bar (000 sections 5, 7 and 8). */
export function FileUpload({ fileType, accept, maxSizeMB, label, onUploaded, toasts }: FileUploadProps) {
  const { t } = useTranslation('upload');
  const id = React.useId();
  const [percent, setPercent] = React.useState<number | null>(null);
  const isUploading = percent !== null;
  const extensions = accept.join(', ');

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > maxSizeMB * 1024 * 1024) {
      toast({ title: t('tooLargeTitle'), description: t('tooLargeDescription', { maxSizeMB }), variant: 'destructive' });
      return;
    }
    if (!hasAllowedExtension(file.name, accept)) {
      toast({ title: t('invalidTypeTitle'), description: t('invalidTypeDescription', { extensions }), variant: 'destructive' });
      return;
    }
    setPercent(0);
    try {
      const objectPath = await uploadFile(typeof fileType === 'function' ? fileType(file.name) : fileType, file, setPercent);
      onUploaded(objectPath);
      toast(toasts?.success ?? { title: t('successTitle'), description: t('successDescription', { name: file.name }) });
    } catch (error) {
      const description = error instanceof EmptyUploadUrlError ? t('emptyUrlDescription') : getErrorMessage(error, t('failedDescription'));
      toast({ ...(toasts?.failure ?? { title: t('failedTitle'), description }), variant: 'destructive' });
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="grid gap-2">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={extensions}
        disabled={isUploading}
        aria-describedby={`${id}-limits`}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 sm:w-fit',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          isUploading && 'pointer-events-none opacity-60',
        )}
      >
        <Upload aria-hidden="true" />
        {label}
      </label>
      <p id={`${id}-limits`} className="text-xs text-muted-foreground">
        {t('limits', { extensions, maxSizeMB })}
      </p>
      {isUploading && (
        <div className="grid gap-1" role="status">
          <Progress value={percent} aria-label={t('progressLabel')} />
          <span className="text-xs text-muted-foreground">{t('uploading', { percent })}</span>
        </div>
      )}
    </div>
  );
}
