import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@core/applications/schemas';
import { formatExpectedPay } from '@core/applications/expected-pay';
import { formatPhone } from '@core/shared/phone';
import { Badge } from '@/components/ui/badge';
import { ReportButton } from '@/components/report-button';
import { WorkerReviews } from '@/components/reviews/worker-reviews';
import { WorkHistory } from '@/components/work-history/work-history-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { candidateName } from '../utils/format';
import { ApplicantCredentials } from './applicant-credentials';

/** 002 section 2: name, phone, location, experience level, bio, skills, resume link, cover letter and e-mail. */
export function CandidateProfileDialog({
  application,
  open,
  onOpenChange,
}: {
  application: EmployerApplication;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation('applications');
  const profile = application.workerProfile;
  const notProvided = t('profile.notProvided');
  const descriptionId = `candidate-profile-${application.id}-description`;

  const rows: Array<[string, React.ReactNode]> = [
    [t('profile.name'), candidateName(application)],
    [
      t('profile.email'),
      // A worker who joined by phone may have no e-mail (issue 55).
      application.worker.email ? (
        <a key="email" className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${application.worker.email}`}>
          {application.worker.email}
        </a>
      ) : (
        notProvided
      ),
    ],
    [t('profile.phone'), profile.phone ? formatPhone(profile.phone) : notProvided],
    [t('profile.location'), profile.location ?? notProvided],
    [t('profile.trade'), profile.primaryTrade ? optionLabel('trade', profile.primaryTrade) : notProvided],
    [t('profile.experienceLevel'), profile.experienceLevel ? optionLabel('yearsExperience', profile.experienceLevel) : notProvided],
    [
      t('profile.expectedSalary'),
      application.expectedSalary === null
        ? notProvided
        : formatExpectedPay(application.expectedSalary, application.expectedPayUnit, i18n.language),
    ],
    [t('profile.availability'), application.availability ? optionLabel('availability', application.availability) : notProvided],
    [t('credentialMatch.availableFrom'), profile.availableFrom ? formatDate(profile.availableFrom) : notProvided],
    [
      t('credentialMatch.travelDistance'),
      profile.travelDistance === null
        ? notProvided
        : profile.travelDistance === 'anywhere'
          ? t('credentialMatch.anywhere')
          : t('credentialMatch.miles', { miles: profile.travelDistance }),
    ],
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={descriptionId} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('profile.title')}</DialogTitle>
          <DialogDescription id={descriptionId}>{t('profile.description', { title: application.jobTitle })}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium">{label}</dt>
              <dd className="text-muted-foreground">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="font-medium">{t('profile.bio')}</dt>
            <dd className="whitespace-pre-line text-muted-foreground">{profile.bio ?? notProvided}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium">{t('profile.skills')}</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {profile.skills.length === 0 ? (
                <span className="text-muted-foreground">{t('profile.noSkills')}</span>
              ) : (
                profile.skills.map((skill) => (
                  <Badge key={skill} variant="secondary">
                    {skill}
                  </Badge>
                ))
              )}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <ApplicantCredentials application={application} />
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium">{t('profile.resume')}</dt>
            <dd>
              {profile.resumeUrl ? (
                <a
                  href={profile.resumeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('profile.openResume')}
                </a>
              ) : (
                <span className="text-muted-foreground">{t('profile.noResume')}</span>
              )}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium">{t('profile.coverLetter')}</dt>
            <dd className="whitespace-pre-line text-muted-foreground">{application.coverLetter ?? t('profile.noCoverLetter')}</dd>
          </div>
        </dl>
        <WorkerReviews workerId={application.worker.id} />
        <React.Suspense fallback={null}>
          <WorkHistory workerId={application.worker.id} />
        </React.Suspense>
        <DialogFooter className="gap-2">
          <ReportButton targetType="worker" targetId={application.worker.id} label={t('profile.report')} variant="outline" size="default" />
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('profile.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
