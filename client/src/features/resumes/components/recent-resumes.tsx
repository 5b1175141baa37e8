import { Download, Eye, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedResume } from '@core/resumes/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useGeneratedResumes } from '../api/get-generated-resumes';

interface RecentResumesProps {
  downloadingId: string | null;
  onPreview(resume: GeneratedResume): void;
  onDownload(resume: GeneratedResume): void;
}

export function RecentResumes({ downloadingId, onPreview, onDownload }: RecentResumesProps) {
  const { t } = useTranslation('resumes');
  const resumes = useGeneratedResumes();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {resumes.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('loading')}>
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-14 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : resumes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('recent.loadFailed')}
          </p>
        ) : resumes.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
            <FileText className="h-8 w-8" aria-hidden="true" />
            {t('recent.empty')}
          </div>
        ) : (
          <ul className="grid gap-2">
            {resumes.data.map((resume) => (
              <li
                key={resume.id}
                className="flex min-w-0 flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{resume.title}</p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(resume.generatedAt)}</p>
                  {resume.gaps.length > 0 && <p className="text-xs text-amber-800">{t('gaps.count', { count: resume.gaps.length })}</p>}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onPreview(resume)}
                    aria-label={t('recent.previewNamed', { title: resume.title })}
                  >
                    <Eye aria-hidden="true" />
                    {t('recent.preview')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => onDownload(resume)}
                    disabled={downloadingId === resume.id}
                    aria-label={t('recent.downloadNamed', { title: resume.title })}
                  >
                    <Download aria-hidden="true" />
                    {downloadingId === resume.id ? t('recent.downloading') : t('recent.download')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
