import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type ApplyState = 'idle' | 'applying' | 'applied';

/**
 * The one Apply button (job card, job details, public job page). Once applied it stays disabled but
 * reads at full contrast with a check, as a confirmation rather than a greyed-out control.
 */
export function ApplyButton({
  applyState,
  isOpen,
  idleLabel,
  onApply,
  className,
}: {
  applyState: ApplyState;
  /** The job still takes applications. */
  isOpen: boolean;
  /** What the button says before applying (default "Apply Now"). */
  idleLabel?: string;
  onApply(): void;
  className?: string;
}) {
  const { t } = useTranslation('jobs');
  const isApplied = applyState === 'applied';
  return (
    <Button
      className={cn(isApplied && 'border border-green-700 bg-green-50 text-green-800 disabled:opacity-100', className)}
      variant={isApplied ? 'outline' : 'default'}
      disabled={applyState !== 'idle' || !isOpen}
      onClick={onApply}
    >
      {isApplied && <CheckCircle2 aria-hidden="true" />}
      {isApplied ? t('card.applied') : applyState === 'applying' ? t('card.applying') : (idleLabel ?? t('card.apply'))}
    </Button>
  );
}
