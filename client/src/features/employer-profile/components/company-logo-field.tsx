import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { FileUpload } from '@/components/upload/file-upload';
import { Button } from '@/components/ui/button';
import { CompanyLogo } from './company-logo';
import type { CompanyProfileFormApi } from './company-profile-form-api';

export function CompanyLogoField({ form }: { form: CompanyProfileFormApi }) {
  const { t } = useTranslation('employer-profile');
  const logo = form.watch('logo');
  const error = form.formState.errors.logo?.message;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <CompanyLogo src={logo || null} alt={t('logoAlt', { company: form.watch('companyName') })} />
      <div className="grid flex-1 gap-2">
        <FileUpload
          fileType="logo"
          accept={[...IMAGE_EXTENSIONS]}
          maxSizeMB={UPLOAD_MAX_MB.logo}
          label={t('uploadLogo')}
          onUploaded={(objectPath) => form.setValue('logo', objectPath, { shouldDirty: true, shouldValidate: true })}
        />
        {logo && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => form.setValue('logo', '', { shouldDirty: true })}
          >
            {t('removeLogo')}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
