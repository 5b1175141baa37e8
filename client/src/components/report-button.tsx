import { Flag } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import type { ReportTarget } from './report-dialog';

const LazyReportDialog = lazyDialog(
  () => import('./report-dialog').then((module) => module.ReportDialog),
  (props: { open: boolean }) => props.open,
);

/** "Report" for signed-in workers and employers (operators act instead of reporting); opens the shared ReportDialog. */
export function ReportButton({
  label,
  size = 'sm',
  variant = 'ghost',
  ...target
}: ReportTarget & { label?: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const [open, setOpen] = React.useState(false);
  if (!user || user.userType === 'operator') return null;
  return (
    <>
      <Button type="button" size={size} variant={variant} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {label ?? t('report')}
      </Button>
      <LazyReportDialog {...target} open={open} onOpenChange={setOpen} />
    </>
  );
}
