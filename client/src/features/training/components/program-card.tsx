import { Award, CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROGRAM_CARD_FEATURES } from '@core/training/display';
import { trainingCategoryText, trainingProgramTexts, type CatalogueText } from '@core/shared/catalogue-texts';
import type { TrainingProgram } from '@core/training/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useCredentialCatalogue } from '@/lib/api/get-credential-catalogue';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { cn } from '@/lib/utils';
import { LevelBadge } from './level-badge';
import { ProgramDuration } from './program-duration';

export function ProgramCard({ program, onLearnMore }: { program: TrainingProgram; onLearnMore(): void }) {
  const { t } = useTranslation('training');
  const label = useCatalogueLabel();
  const texts = trainingProgramTexts(program);
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={program.level} />
          <span className="text-xs font-medium text-muted-foreground">{label(trainingCategoryText(program.category))}</span>
        </div>
        <CardTitle>{label(texts.title)}</CardTitle>
        <CardDescription className="line-clamp-3">{label(texts.description)}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="h-4 w-4" aria-hidden="true" />
          <ProgramDuration duration={program.duration} />
        </p>
        <ProgramFeatures features={texts.features.slice(0, PROGRAM_CARD_FEATURES)} className="mt-3" aria-label={t('features')} />
        <ProgramCredentials credentialIds={program.credentialIds} />
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant="outline" onClick={onLearnMore} aria-label={t('learnMoreAbout', { title: label(texts.title) })}>
          {t('learnMore')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** A program's features, a check mark each: the card's first few, or all of them in its details. */
export function ProgramFeatures({
  features,
  className,
  'aria-label': ariaLabel,
}: {
  features: readonly CatalogueText[];
  className: string;
  'aria-label'?: string;
}) {
  const label = useCatalogueLabel();
  return (
    <ul className={cn('grid gap-1.5 text-sm', className)} aria-label={ariaLabel}>
      {features.map((feature) => (
        <li key={feature.key} className="flex gap-2">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
          {label(feature)}
        </li>
      ))}
    </ul>
  );
}

/** The catalogue credentials a program leads to, as chips (once the catalogue's names are in). */
export function ProgramCredentials({ credentialIds }: { credentialIds: string[] }) {
  const { t } = useTranslation('training');
  const catalogue = useCredentialCatalogue();
  const names = credentialIds.flatMap((id) => catalogue.data?.find((credential) => credential.id === id)?.name ?? []);
  if (names.length === 0) return null;
  return (
    <div className="mt-4 grid gap-1.5">
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Award className="h-3.5 w-3.5" aria-hidden="true" />
        {t('leadsTo')}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('leadsTo')}>
        {names.map((name) => (
          <li key={name}>
            <Badge variant="secondary">{name}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
