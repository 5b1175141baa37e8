import { Home, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/** Header of both dashboards: logo, Home, Log Out and the user's avatar (or the company logo). */
export function DashboardHeader({ avatarUrl, name }: { avatarUrl?: string | null; name: string }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

  const onLogout = async () => {
    await logout();
    toast({ title: t('loggedOutTitle'), description: t('loggedOutDescription') });
    navigate('/');
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo isCompact />
        {/* Labelled on every width: icons alone left phone users guessing. */}
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher isCompact />
          <Button variant="ghost" size="sm" className="px-2 sm:px-3" asChild>
            <Link to="/">
              <Home aria-hidden="true" />
              {t('nav.home')}
            </Link>
          </Button>
          <Button variant="outline" size="sm" className="px-2 sm:px-3" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            {t('nav.logOut')}
          </Button>
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-accent-foreground"
          >
            {avatarUrl ? <img src={avatarUrl} alt="" className="h-full w-full object-cover" /> : initials || '?'}
          </span>
        </div>
      </div>
    </header>
  );
}
