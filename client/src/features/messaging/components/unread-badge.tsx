import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The unread count beside a conversation or the Messages tab; nothing when all is read. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('messaging');
  if (count <= 0) return null;
  return (
    <Badge className={cn('shrink-0 bg-red-700 px-2 py-0 text-white', className)} aria-label={t('unread', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
