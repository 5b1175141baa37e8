import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

/** Where "Search open jobs" leads: a worker's own search tab, anyone else the public job search. */
function jobSearchPath(userType: string | undefined): string {
  return userType === 'worker' ? '/worker-dashboard?tab=jobs' : '/jobs';
}

/** Why a job is missing (filled, closed, or a wrong link) and the way to open ones. */
export function JobGoneNotice({ onSearch }: { onSearch?(): void }) {
  const { t } = useTranslation('jobs');
  const { user } = useAuth();
  return (
    <div className="grid justify-items-start gap-3" data-testid="job-gone">
      <p>{t('publicPage.goneExplanation')}</p>
      <Button asChild className="w-full sm:w-auto">
        <Link to={jobSearchPath(user?.userType)} onClick={onSearch}>
          <Search aria-hidden="true" />
          {t('publicPage.searchJobs')}
        </Link>
      </Button>
    </div>
  );
}
