import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedResume } from '@core/resumes/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { ResumeGaps } from './resume-gaps';

interface ResumePreviewDialogProps {
  resume: GeneratedResume | null;
  isDownloading: boolean;
  onDownload(resume: GeneratedResume): void;
  onClose(): void;
}

export function ResumePreviewDialog({ resume, isDownloading, onDownload, onClose }: ResumePreviewDialogProps) {
  const { t } = useTranslation('resumes');
  return (
    <Dialog open={resume !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {resume && (
          <>
            <DialogHeader>
              <DialogTitle>{resume.title}</DialogTitle>
              <DialogDescription>{t('recent.generatedOn', { date: formatDateTime(resume.generatedAt) })}</DialogDescription>
            </DialogHeader>
            <ResumeGaps gaps={resume.gaps} id={`resume-gaps-${resume.id}`} />
            {/* A scrolling region is reached by the keyboard too: focusable, and named for a screen reader. */}
            <article
              tabIndex={0}
              aria-label={t('recent.previewNamed', { title: resume.title })}
              className="resume-preview max-h-[60vh] min-w-0 overflow-y-auto rounded-md [overflow-wrap:anywhere] [&_*]:max-w-full border bg-white p-4 text-sm [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:border-b [&_h2]:border-primary [&_h2]:pb-1 [&_h2]:text-base [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-1"
              // The server stores resumes through an allow-list sanitizer (no scripts, links or attributes).
              dangerouslySetInnerHTML={{ __html: resume.content }}
            />
            <DialogFooter>
              <Button onClick={() => onDownload(resume)} disabled={isDownloading}>
                <Download aria-hidden="true" />
                {isDownloading ? t('recent.downloading') : t('recent.downloadPdf')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
