import * as React from 'react';
import { Link2, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { jobPageMeta } from '@core/jobs/page-meta';
import type { JobDto } from '@core/jobs/schemas';
import { useDocumentMeta } from '@/app/use-document-meta';
import { PublicLayout } from '@/components/layout/public-layout';
import { CrewApplyButton } from '@/components/crew-apply/crew-apply-button';
import { Button } from '@/components/ui/button';
import { useAskedLanguage } from '@/hooks/use-asked-language';
import { toast } from '@/hooks/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { ReportButton } from '@/components/report-button';
import { openAuthDialog } from '@/lib/auth-dialog';
import { rememberApplicationSource } from '@/lib/application-source';
import { finishProfileToApplyPath, forgetPendingApply, rememberPendingApply } from '@/lib/pending-apply';
import { useApplyProfile } from '../api/get-apply-profile';
import { usePublicJob } from '../api/get-public-job';
import { useSimilarJobs } from '../api/get-similar-jobs';
import { ApplyButton } from '../components/apply-button';
import { LazyJobDetailDialog } from '../components/lazy-job-detail-dialog';
import { EmployerRatingLink } from '../components/employer-rating-link';
import { JobDetails } from '../components/job-details';
import { JobGoneNotice } from '../components/job-gone-notice';
import { MessageEmployerButton } from '../components/message-employer-button';
import { useJobCardActions } from '../hooks/use-job-card-actions';
import { formatPostedAge } from '../utils/job-labels';

// A company's reviews come after the job, once the page is taken over: their code is not the job's to wait for.
const EmployerReviews = React.lazy(() =>
  import('@/components/reviews/employer-reviews').then((module) => ({ default: module.EmployerReviews })),
);

/** /jobs/{id}: the job for anyone with the link; the server already sent it in the HTML for search engines. */
export function PublicJobPage() {
  const { jobId = '' } = useParams();
  const { t } = useTranslation('jobs');
  useAskedLanguage();
  const job = usePublicJob(jobId);
  const [searchParams] = useSearchParams();
  const arrivedFrom = searchParams.get('source');
  // A job board's link (?source=indeed): the application sent from this page, now or after sign-up, says so.
  React.useEffect(() => rememberApplicationSource(jobId, arrivedFrom), [jobId, arrivedFrom]);
  const company = job.data?.companyName || t('card.companyFallback');
  useDocumentMeta('jobPage', job.data && jobPageMeta(job.data, company, currentLanguage()));
  const isGone = job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 410);

  return (
    <PublicLayout>
      <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
        {job.isPending && <div className="h-96 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />}
        {job.data && <OpenJob job={job.data} company={company} />}
        {job.data && (
          <React.Suspense fallback={null}>
            <EmployerReviews employerId={job.data.employerId} />
          </React.Suspense>
        )}
        {isGone && (
          <section className="grid gap-3">
            <h1 className="text-2xl font-bold">{getErrorMessage(job.error, t('publicPage.loadFailed'))}</h1>
            <JobGoneNotice />
          </section>
        )}
        {job.isError && !isGone && (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{t('publicPage.loadFailed')}</p>
            <Button variant="outline" onClick={() => job.refetch()}>
              {t('search.retry')}
            </Button>
          </div>
        )}
        {(job.data || isGone) && <SimilarJobs jobId={jobId} />}
      </main>
    </PublicLayout>
  );
}

function OpenJob({ job, company }: { job: JobDto; company: string }) {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const actions = useJobCardActions();
  const { applyState } = actions.cardProps(job);
  const [isApplying, setIsApplying] = React.useState(false);
  const navigate = useNavigate();
  const isWorker = user?.userType === 'worker';
  const profile = useApplyProfile(isWorker ? user.id : undefined);
  // Trade, years, phone and location are enough to apply (issue 55); the rest is asked after applying.
  const isProfileComplete = profile.data?.completeness.canApply;
  // Shared from the Spanish interface, the link opens in Spanish too (the server writes the page in ?lang's language).
  // `location`, not window's: the server's render gives the page its address there (client/src/render-worker.ts).
  const pageUrl = `${location.origin}/jobs/${job.id}${currentLanguage() === 'en' ? '' : `?lang=${currentLanguage()}`}`;

  // A worker whose profile still misses what applying needs finishes it first, told which job it is for
  // (001's gating stays); the profile sends them back here once it is complete.
  const finishProfileFirst = React.useCallback(() => {
    rememberPendingApply(job.id);
    navigate(finishProfileToApplyPath(job.id));
  }, [job.id, navigate]);

  // Back from sign-up or the profile (?apply=1): the worker lands in the apply flow.
  React.useEffect(() => {
    if (params.get('apply') !== '1' || !isWorker || isProfileComplete === undefined) return;
    setParams({}, { replace: true });
    if (!isProfileComplete) return finishProfileFirst();
    forgetPendingApply();
    setIsApplying(true);
  }, [params, setParams, isWorker, isProfileComplete, finishProfileFirst]);

  const apply = () => {
    if (!user) {
      rememberPendingApply(job.id);
      openAuthDialog('signup', { returnTo: finishProfileToApplyPath(job.id), userType: 'worker' });
    } else if (isProfileComplete === false) finishProfileFirst();
    // Tapped before the profile has answered: the ?apply=1 effect goes on once it has.
    else if (isWorker && profile.isPending) setParams({ apply: '1' }, { replace: true });
    else setIsApplying(true);
  };

  const copyLink = async () => {
    await navigator.clipboard.writeText(pageUrl);
    toast({ title: t('publicPage.linkCopied') });
  };

  return (
    <article className="grid gap-4 text-sm">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{job.title}</h1>
        <p className="text-muted-foreground">
          {/* The company's name opens its page (reviews, other open jobs). */}
          <Link to={`/companies/${job.employerId}`} className="font-medium text-primary hover:underline" data-testid="company-link">
            {company}
          </Link>
          {` · ${job.location} · ${formatPostedAge(t, job.postedAt)}`}
        </p>
        <EmployerRatingLink job={job} className="justify-self-start" />
      </header>
      <JobDetails job={job} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {user?.userType === 'employer' ? (
          <p className="text-muted-foreground">{t('publicPage.employerNote')}</p>
        ) : (
          <ApplyButton
            className="w-full sm:w-auto"
            applyState={applyState === 'applied' ? 'applied' : 'idle'}
            isOpen
            idleLabel={user ? undefined : t('publicPage.signUpToApply')}
            onApply={apply}
          />
        )}
        <CrewApplyButton className="w-full sm:w-auto" job={job} />
        {user?.userType === 'worker' && <MessageEmployerButton className="w-full sm:w-auto" jobId={job.id} company={company} />}
        {user?.userType === 'worker' && (
          <div className="flex flex-wrap gap-2">
            <ReportButton targetType="job" targetId={job.id} label={t('report.job')} />
            <ReportButton targetType="employer" targetId={job.employerId} label={t('report.employer')} />
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row" role="group" aria-label={t('publicPage.share')}>
          <Button variant="outline" className="w-full sm:w-auto" onClick={copyLink}>
            <Link2 aria-hidden="true" />
            {t('publicPage.copyLink')}
          </Button>
          <Button variant="outline" className="w-full sm:w-auto" asChild>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(t('publicPage.whatsAppText', { title: job.title, company, url: pageUrl }))}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" />
              {t('publicPage.shareWhatsApp')}
            </a>
          </Button>
        </div>
      </div>
      <LazyJobDetailDialog job={isApplying ? job : null} onOpenChange={setIsApplying} {...actions.dialogProps(isApplying ? job : null)} />
    </article>
  );
}

function SimilarJobs({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const similar = useSimilarJobs(jobId);
  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="similar-jobs" className="grid gap-2">
      <h2 id="similar-jobs" className="text-lg font-semibold">
        {t('publicPage.similarJobs')}
      </h2>
      <ul className="grid gap-2">
        {similar.data.map((other) => (
          <li key={other.id}>
            <Link to={`/jobs/${other.id}`} className="font-medium text-primary hover:underline">
              {other.title}
            </Link>{' '}
            <span className="text-muted-foreground">
              · {other.companyName || t('card.companyFallback')} · {other.location}
              {other.distanceMiles != null && ` (${t('card.milesAway', { miles: other.distanceMiles })})`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
