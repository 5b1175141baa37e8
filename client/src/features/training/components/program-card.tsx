import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROGRAM_CARD_FEATURES } from '@core/training/display';
import type { TrainingProgram } from '@core/training/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LevelBadge } from './level-badge';

export function ProgramCard({ program, onLearnMore }: { program: TrainingProgram; onLearnMore(): void }) {
  const { t } = useTranslation('training');
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={program.level} />
          <span className="text-xs font-medium text-muted-foreground">{program.category}</span>
        </div>
        <CardTitle>{program.title}</CardTitle>
        <CardDescription className="line-clamp-3">{program.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {program.duration}
        </p>
        <ul className="mt-3 grid gap-1.5 text-sm" aria-label={t('features')}>
          {program.features.slice(0, PROGRAM_CARD_FEATURES).map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant="outline" onClick={onLearnMore} aria-label={t('learnMoreAbout', { title: program.title })}>
          {t('learnMore')}
        </Button>
      </CardFooter>
    </Card>
  );
}
