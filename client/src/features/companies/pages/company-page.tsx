import * as React from 'react';
import { Building2, ExternalLink, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PublicCompany } from '@core/employer-profile/public-company';
import { ratingSummaryParams } from '@core/reviews/rating-text';
import { useDocumentMeta } from '@/app/use-document-meta';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { VerifiedEmployerBadge } from '@/components/verified-employer-badge';
import { useAskedLanguage } from '@/hooks/use-asked-language';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { usePublicCompany } from '@/lib/api/get-public-company';
import { optionLabel } from '@/lib/option-label';

// The reviews (texts, responses, Report) come after the company, once the page is taken over: their code is not the
// page's to wait for, as on a job page.
const EmployerReviews = React.lazy(() =>
  import('@/components/reviews/employer-reviews').then((module) => ({ default: module.EmployerReviews })),
);

const DESCRIPTION_LENGTH = 155;

/** /companies/{employerId}: a company as anyone sees it, with its open jobs and the reviews of the workers it hired. */
export function CompanyPage() {
  const { employerId = '' } = useParams();
  const { t } = useTranslation('companies');
  useAskedLanguage();
  const company = usePublicCompany(employerId);
  const name = company.data?.companyName || t('companyFallback');
  useDocumentMeta(
    'companyPage',
    company.data && {
      title: `${name} | CrewBridge`,
      description: shortened(company.data.description || t('metaDescription', { company: name })),
    },
  );
  const isMissing = company.error instanceof ApiError && (company.error.status === 404 || company.error.status === 400);

  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
        {company.isPending && <div className="h-96 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />}
        {company.data && <CompanyProfile company={company.data} name={name} />}
        {company.data && (
          <React.Suspense fallback={null}>
            <EmployerReviews employerId={company.data.employerId} showPoints />
          </React.Suspense>
        )}
        {isMissing && (
          <section className="grid justify-items-start gap-3">
            <h1 className="text-2xl font-bold">{getErrorMessage(company.error, t('notFound'))}</h1>
            <Button asChild className="w-full sm:w-auto">
              <Link to="/jobs">{t('searchJobs')}</Link>
            </Button>
          </section>
        )}
        {company.isError && !isMissing && (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{t('loadFailed')}</p>
            <Button variant="outline" onClick={() => company.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
      </div>
    </PublicLayout>
  );
}

function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_LENGTH ? `${line.slice(0, DESCRIPTION_LENGTH - 1)}…` : line;
}

function CompanyProfile({ company, name }: { company: PublicCompany; name: string }) {
  const { t } = useTranslation('companies');
  const facts = [
    company.industry && optionLabel('industry', company.industry),
    company.companySize && t('size', { size: optionLabel('companySize', company.companySize) }),
    company.foundedYear && t('founded', { year: String(company.foundedYear) }),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <article className="grid gap-5 text-sm" data-testid="company-profile">
      <header className="grid gap-2">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-slate-100" aria-hidden="true">
            <Building2 className="size-6 text-slate-600" />
          </span>
          <h1 className="min-w-0 break-words text-2xl font-bold">{name}</h1>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <VerifiedEmployerBadge verification={company} />
        </div>
        {company.headquarters && (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {company.headquarters}
          </p>
        )}
        {facts.length > 0 && <p className="text-muted-foreground">{facts.join(' · ')}</p>}
        <p className="flex items-center gap-1.5 font-medium" data-testid="company-rating">
          {company.rating ? (
            <>
              <Star className="size-4 shrink-0 fill-amber-500 text-amber-600" aria-hidden="true" />
              {t('rating', ratingSummaryParams(company.rating))}
            </>
          ) : (
            t('noReviews')
          )}
        </p>
      </header>
      {(company.description || company.website) && (
        <section aria-labelledby="company-about" className="grid gap-2">
          <h2 id="company-about" className="text-lg font-semibold">
            {t('about')}
          </h2>
          {company.description && <p className="whitespace-pre-line break-words text-slate-700">{company.description}</p>}
          {company.website && (
            <a
              href={company.website}
              className="inline-flex items-center gap-1.5 justify-self-start break-all text-primary hover:underline"
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              {t('website')}
            </a>
          )}
        </section>
      )}
      <section aria-labelledby="company-jobs" className="grid gap-2">
        <h2 id="company-jobs" className="text-lg font-semibold">
          {t('openJobs')}
        </h2>
        {company.openJobs.length === 0 ? (
          <p className="text-muted-foreground">{t('noOpenJobs')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="company-jobs">
            {company.openJobs.map((job) => (
              <li key={job.id} className="break-words">
                <Link to={`/jobs/${job.id}`} className="font-medium text-primary hover:underline">
                  {job.title}
                </Link>{' '}
                <span className="text-muted-foreground">· {job.location}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
