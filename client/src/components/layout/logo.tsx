import { HardHat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** `isCompact` hides the name (still read out) on the narrowest phones, to make room for actions. */
export function Logo({ inverted = false, isCompact = false }: { inverted?: boolean; isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold pointer-coarse:min-h-11 pointer-coarse:min-w-11 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <HardHat className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className={cn('whitespace-nowrap', inverted ? 'text-white' : 'text-navy', isCompact && 'sr-only min-[400px]:not-sr-only')}>
        {t('brand')}
      </span>
    </Link>
  );
}
