import { useTranslation } from 'react-i18next';
import type { TrainingLevel } from '@core/training/schemas';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const LEVEL_COLOURS: Record<TrainingLevel, string> = {
  Beginner: 'bg-green-100 text-green-800',
  Intermediate: 'bg-blue-100 text-blue-800',
  Advanced: 'bg-purple-100 text-purple-800',
};

export function LevelBadge({ level }: { level: TrainingLevel }) {
  const { t } = useTranslation('training');
  return <Badge className={cn('border-transparent', LEVEL_COLOURS[level])}>{t(`levels.${level}`)}</Badge>;
}
