import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedResume } from '@core/resumes/schemas';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { useDownloadResume } from '../api/download-resume';
import { GenerateResumeForm } from '../components/generate-resume-form';
import { PlanDialog } from '../components/plan-dialog';
import { RecentResumes } from '../components/recent-resumes';
import { ResumePreviewDialog } from '../components/resume-preview-dialog';
import { SubscriptionCard } from '../components/subscription-card';

export function ResumeServicePage() {
  const { t } = useTranslation('resumes');
  const { user } = useAuth();
  const [isPlanDialogOpen, setIsPlanDialogOpen] = React.useState(false);
  const [preview, setPreview] = React.useState<GeneratedResume | null>(null);
  const download = useDownloadResume();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';

  const onDownload = (resume: GeneratedResume) =>
    download.mutate(resume, {
      onError: () => toast({ variant: 'destructive', title: t('toasts.downloadFailed'), description: t('toasts.tryAgain') }),
    });
  const downloadingId = download.isPending ? (download.variables?.id ?? null) : null;

  if (!user) {
    return <p className="p-8 text-center">{t('signInRequired')}</p>;
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader avatarUrl={user.avatarUrl} name={name} />
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <GenerateResumeForm onGenerated={setPreview} onPlanNeeded={() => setIsPlanDialogOpen(true)} />
          <div className="order-first grid min-w-0 content-start gap-6 lg:order-none">
            <SubscriptionCard onChoosePlan={() => setIsPlanDialogOpen(true)} />
            <RecentResumes downloadingId={downloadingId} onPreview={setPreview} onDownload={onDownload} />
          </div>
        </div>
      </main>
      <PlanDialog open={isPlanDialogOpen} onOpenChange={setIsPlanDialogOpen} />
      <ResumePreviewDialog
        resume={preview}
        isDownloading={downloadingId === preview?.id}
        onDownload={onDownload}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
