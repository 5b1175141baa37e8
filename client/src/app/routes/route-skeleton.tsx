import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/layout/logo';

/**
 * Shown while a page's code loads: the header bar with the logo at its real height and grey blocks
 * where the content comes, filling the screen, so nothing below moves when the page replaces it.
 */
export function RouteSkeleton({ variant }: { variant: 'public' | 'dashboard' }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={variant === 'dashboard' ? 'flex min-h-screen flex-col bg-slate-50' : 'flex min-h-screen flex-col bg-white'}
    >
      <span className="sr-only">{t('loading')}</span>
      <div className="border-b bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-8" aria-hidden="true">
        <div className={variant === 'dashboard' ? 'h-24 rounded-lg bg-navy' : 'h-10 w-3/4 rounded-md bg-slate-100'} />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
        <div className="h-40 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
