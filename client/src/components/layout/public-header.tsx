import { ChevronDown, Menu, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { dashboardPathFor, useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const SolutionsMenu = React.lazy(() => import('./solutions-menu').then((module) => ({ default: module.SolutionsMenu })));
/**
 * The desktop navigation (xl and up) is showing; narrower screens get the menu button and skip loading the
 * dropdown. From 1,280 px, because the Spanish row (the longest) needs about 1,100 px on one line.
 */
const DESKTOP_QUERY = '(min-width: 1280px)';

const linkClass =
  'whitespace-nowrap rounded-md px-3 py-2 pointer-coarse:py-3 text-sm font-medium text-slate-700 hover:bg-accent hover:text-accent-foreground';
const activeClass = 'text-primary underline underline-offset-8 decoration-2';

/** The public site header; NavLink marks the current page (about, help, contact, pricing). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const solutionsTriggerClass = cn(linkClass, 'inline-flex items-center gap-1');
  // Same size as the dropdown's trigger, so the header does not move when it arrives.
  const solutionsPlaceholder = (
    <span className={solutionsTriggerClass} aria-hidden="true">
      {t('nav.solutions')} <ChevronDown className="h-4 w-4" />
    </span>
  );
  const closeMenu = () => setIsMenuOpen(false);

  const solutions = [
    { to: '/#hero', label: t('nav.workforceRecruitment') },
    { to: '/career-planning-tools', label: t('nav.careerPlanningTools') },
    { to: '/workforce-training-programs', label: t('nav.workforceTrainingPrograms') },
  ];

  const accountActions = user ? (
    <Button asChild>
      <Link to={dashboardPathFor(user.userType)} onClick={closeMenu}>
        {t('nav.dashboard')}
      </Link>
    </Button>
  ) : (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          closeMenu();
          openAuthDialog('login');
        }}
      >
        {t('nav.signIn')}
      </Button>
      <Button
        onClick={() => {
          closeMenu();
          openAuthDialog('signup');
        }}
      >
        {t('nav.getStarted')}
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 xl:flex">
          <Link to="/#how-it-works" className={linkClass}>
            {t('nav.howItWorks')}
          </Link>
          {isDesktop ? (
            <React.Suspense fallback={solutionsPlaceholder}>
              <SolutionsMenu label={t('nav.solutions')} items={solutions} triggerClassName={solutionsTriggerClass} />
            </React.Suspense>
          ) : (
            solutionsPlaceholder
          )}
          <Link to="/#industries" className={linkClass}>
            {t('nav.industries')}
          </Link>
          <NavLink to="/jobs" end className={({ isActive }) => cn(linkClass, isActive && activeClass)}>
            {t('nav.findJobs')}
          </NavLink>
          <NavLink to="/pricing" className={({ isActive }) => cn(linkClass, isActive && activeClass)}>
            {t('nav.pricing')}
          </NavLink>
          <NavLink to="/about-us" className={({ isActive }) => cn(linkClass, isActive && activeClass)}>
            {t('nav.aboutUs')}
          </NavLink>
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSwitcher />
          {accountActions}
        </div>
        {/* On a phone the language stays in sight beside the menu as well as in it (issue 55): a reader switches before reading on. */}
        <div className="flex items-center gap-2 xl:hidden">
          <LanguageSwitcher isCompact />
          <Button
            variant="ghost"
            size="icon"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {isMenuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className="border-t bg-white px-4 pb-4 xl:hidden">
          <ul className="grid gap-1 py-2">
            <li>
              <Link to="/#how-it-works" className={cn(linkClass, 'block')} onClick={closeMenu}>
                {t('nav.howItWorks')}
              </Link>
            </li>
            <li className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('nav.solutions')}</li>
            {solutions.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={cn(linkClass, 'block pl-6')} onClick={closeMenu}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/#industries" className={cn(linkClass, 'block')} onClick={closeMenu}>
                {t('nav.industries')}
              </Link>
            </li>
            <li>
              <NavLink to="/jobs" end className={({ isActive }) => cn(linkClass, 'block', isActive && activeClass)} onClick={closeMenu}>
                {t('nav.findJobs')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/pricing" className={({ isActive }) => cn(linkClass, 'block', isActive && activeClass)} onClick={closeMenu}>
                {t('nav.pricing')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about-us" className={({ isActive }) => cn(linkClass, 'block', isActive && activeClass)} onClick={closeMenu}>
                {t('nav.aboutUs')}
              </NavLink>
            </li>
          </ul>
          <LanguageSwitcher className="mb-3 ml-3" />
          <div className="grid gap-2">{accountActions}</div>
        </nav>
      )}
    </header>
  );
}
