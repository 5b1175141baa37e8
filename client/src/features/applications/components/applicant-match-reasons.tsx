import type { TFunction } from 'i18next';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApplicantMatchReason } from '@core/applications/applicant-match';
import type { EmployerApplication } from '@core/applications/schemas';
import { Badge } from '@/components/ui/badge';
import { averageText, groupedIntegerText } from '@/components/reviews/review-format';

type ApplicationsT = TFunction<'applications'>;

function reasonText(t: ApplicationsT, reason: ApplicantMatchReason): string {
  switch (reason.type) {
    case 'trade':
      return t('matchReasons.trade');
    case 'skills':
      return t('matchReasons.skills', { count: reason.count });
    case 'industry':
      return t('matchReasons.industry');
    case 'distance':
      return t('matchReasons.distance', { miles: groupedIntegerText(reason.miles) });
    case 'pay':
      return t('matchReasons.pay');
    case 'reliable':
      return t('matchReasons.reliable', {
        rating: averageText(reason.rating),
        count: reason.hires,
        hires: groupedIntegerText(reason.hires),
      });
    case 'hires':
      return t('matchReasons.hires', { count: reason.count, hires: groupedIntegerText(reason.count) });
    case 'confirmedJobs':
      return t('matchReasons.confirmedJobs', { count: reason.count, jobs: groupedIntegerText(reason.count) });
  }
}

/** Sorted by best match: why the candidate ranks where he does (the job fit, then his record on CrewBridge). */
export function ApplicantMatchReasons({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  if (!application.matchReasons?.length) return null;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1.5" aria-label={t('matchReasons.title')} data-testid="applicant-match-reasons">
      {application.matchReasons.map((reason) => (
        <li key={reason.type} className="min-w-0 max-w-full">
          <Badge variant="success" className="max-w-full gap-1 rounded-md font-medium [overflow-wrap:anywhere]">
            <Sparkles className="size-3 shrink-0" aria-hidden="true" />
            {reasonText(t, reason)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
