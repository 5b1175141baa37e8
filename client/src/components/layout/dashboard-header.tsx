import { Home, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
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
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/">
              <Home aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('nav.home')}</span>
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('nav.logOut')}</span>
          </Button>
          <span className="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-accent text-sm font-semibold text-accent-foreground">
            {avatarUrl ? <img src={avatarUrl} alt="" className="h-full w-full object-cover" /> : initials || '?'}
          </span>
        </div>
      </div>
    </header>
  );
}
