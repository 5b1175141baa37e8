import { Users } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { Button } from '@/components/ui/button';
import { useWorkerCrews } from '@/lib/api/get-worker-crews';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

// The dialog's code (and the crews texts) load when a foreman opens it, not with the job page.
const CrewApplyDialog = React.lazy(() => import('./crew-apply-dialog').then((module) => ({ default: module.CrewApplyDialog })));

/**
 * "Apply with my crew" beside the normal Apply (issue 51): only for a worker who is the foreman of a crew,
 * on an open job with more than one position. Nothing is drawn otherwise (nor on the server's render).
 */
export function CrewApplyButton({
  job,
  className,
}: {
  job: Pick<JobDto, 'id' | 'title' | 'positions' | 'isActive' | 'requiredCredentials'>;
  className?: string;
}) {
  const { user } = useAuth();
  const isCandidate = user?.userType === 'worker' && job.positions > 1 && job.isActive;
  const crews = useWorkerCrews(isCandidate ? user.id : undefined);
  const [isOpen, setIsOpen] = React.useState(false);
  const ledCrews = (crews.data ?? []).filter((crew) => crew.foremanId === user?.id);
  if (!isCandidate || ledCrews.length === 0) return null;
  return (
    <>
      {/* Its texts arrive with the crews catalogue: until then nothing, rather than the page's own fallback. */}
      <React.Suspense fallback={null}>
        <CrewApplyLabel className={className} onClick={() => setIsOpen(true)} />
      </React.Suspense>
      {isOpen && (
        <React.Suspense fallback={null}>
          <CrewApplyDialog job={job} crews={ledCrews} open={isOpen} onOpenChange={setIsOpen} />
        </React.Suspense>
      )}
    </>
  );
}

function CrewApplyLabel({ className, onClick }: { className?: string; onClick(): void }) {
  const { t } = useTranslation('crews');
  return (
    <Button type="button" variant="outline" className={cn('min-h-11', className)} onClick={onClick}>
      <Users aria-hidden="true" />
      {t('apply.button')}
    </Button>
  );
}
