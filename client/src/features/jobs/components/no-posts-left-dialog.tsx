import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPLOYER_PLAN_CARDS, employerPlanHref } from '@core/payments/catalogue';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const basicPlan = EMPLOYER_PLAN_CARDS.find((plan) => plan.id === 'basic')!;

/** Shown instead of the job form when the plan has no post left: the form could not be posted. */
export function NoPostsLeftDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('jobs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('employer.noPostsTitle')}</DialogTitle>
          <DialogDescription>{t('employer.noPostsDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('employer.notNow')}
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">{t('employer.viewPlans')}</Link>
          </Button>
          <Button asChild>
            <Link to={employerPlanHref(basicPlan, false)}>{t('employer.buyPost')}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
